# SPDX-License-Identifier: GPL-2.0
# gcc's own altivec.h (Debian's gcc-powerpc64le-linux-gnu), with the
# options of the kernel's AltiVec units (-maltivec -mabi=altivec
# -mcpu=power8, -isystem gcc's include directory): a unit with the
# shape of lib/raid6/altivec.uc, lib/raid6/vpermxor.uc and
# arch/powerpc/lib/xor_vmx.c, and the types of the vec_* calls they and
# their neighbours make, asserted to be gcc's, goes through gcc and
# through the checker with no diagnostic (-Wsparse-all).
cc=powerpc64le-linux-gnu-gcc
command -v "$cc" >/dev/null 2>&1 || { echo "no $cc"; exit 77; }
inc=$("$cc" -print-file-name=include)
flags="-std=gnu11 -maltivec -mabi=altivec -mcpu=power8 -ffreestanding"

cat >"$TMP/altivec.c" <<'UNIT'
typedef _Bool bool;
typedef unsigned char u8;
typedef unsigned long size_t;
#include <altivec.h>

#define same(e, T) __builtin_types_compatible_p(__typeof__(e), T)

/* lib/raid6/altivec.uc */
typedef vector signed char unative_t;
#define NBYTES(x) ((vector signed char) {x,x,x,x, x,x,x,x, x,x,x,x, x,x,x,x})
#define NSIZE	sizeof(unative_t)

static inline __attribute__((const)) unative_t SHLBYTE(unative_t v)
{
	return vec_add(v,v);
}

static inline __attribute__((const)) unative_t MASK(unative_t v)
{
	unative_t zv = NBYTES(0);

	return (unative_t)vec_cmpgt(zv, v);
}

void gen_syndrome(int disks, size_t bytes, void **ptrs);
void gen_syndrome(int disks, size_t bytes, void **ptrs)
{
	u8 **dptr = (u8 **)ptrs;
	u8 *p, *q;
	int d, z, z0;
	unative_t wd0, wq0, wp0, w10, w20;
	unative_t x1d = NBYTES(0x1d);

	z0 = disks - 3;
	p = dptr[z0+1];
	q = dptr[z0+2];
	for ( d = 0 ; d < bytes ; d += NSIZE ) {
		wq0 = wp0 = *(unative_t *)&dptr[z0][d];
		for ( z = z0-1 ; z >= 0 ; z-- ) {
			wd0 = *(unative_t *)&dptr[z][d];
			wp0 = vec_xor(wp0, wd0);
			w20 = MASK(wq0);
			w10 = SHLBYTE(wq0);
			w20 = vec_and(w20, x1d);
			w10 = vec_xor(w10, w20);
			wq0 = vec_xor(w10, wd0);
		}
		*(unative_t *)&p[d] = wp0;
		*(unative_t *)&q[d] = wq0;
	}
}

/* lib/raid6/vpermxor.uc: the permute is asm there */
static const vector unsigned char gf_low = {0x1e, 0x1c, 0x1a, 0x18, 0x16, 0x14,
					    0x12, 0x10, 0x0e, 0x0c, 0x0a, 0x08,
					    0x06, 0x04, 0x02,0x00};

vector unsigned char vpermxor(vector unsigned char wq, vector unsigned char wd);
vector unsigned char vpermxor(vector unsigned char wq, vector unsigned char wd)
{
	asm("# %0 %1 %2" : "=v"(wq) : "v"(gf_low), "v"(wq));
	return vec_xor(vec_permxor(gf_low, gf_low, wq), wd);
}

/* arch/powerpc/lib/xor_vmx.c, as gcc sees it */
void xor_2(unsigned long bytes, unsigned long *__restrict v1_in,
	   const unsigned long *__restrict v2_in);
void xor_2(unsigned long bytes, unsigned long *__restrict v1_in,
	   const unsigned long *__restrict v2_in)
{
	unative_t *v1 = (unative_t *)v1_in, *v2 = (unative_t *)v2_in;
	unsigned long lines = bytes / (sizeof(unative_t)) / 4;

	do {
		v1[0] = vec_xor(v1[0], v2[0]);
		v1 += 4;
		v2 += 4;
	} while (--lines > 0);
}

/* the types of the calls: gcc's overload instances */
static vector unsigned char u;
static vector signed short s;
static vector unsigned int ui;
static vector float f;
_Static_assert(same(vec_xor(u, u), vector unsigned char), "vec_xor");
_Static_assert(same(vec_or(s, s), vector signed short), "vec_or");
_Static_assert(same(vec_andc(ui, ui), vector unsigned int), "vec_andc");
_Static_assert(same(vec_sub(s, s), vector signed short), "vec_sub");
_Static_assert(same(vec_sl(s, (vector unsigned short)s), vector signed short), "vec_sl");
_Static_assert(same(vec_sr(u, u), vector unsigned char), "vec_sr");
_Static_assert(same(vec_sra(ui, ui), vector unsigned int), "vec_sra");
_Static_assert(same(vec_perm(s, s, u), vector signed short), "vec_perm");
_Static_assert(same(vec_sel(ui, ui, ui), vector unsigned int), "vec_sel");
_Static_assert(same(vec_splat(f, 1), vector float), "vec_splat");
_Static_assert(same(vec_splat_s16(1), vector signed short), "vec_splat_s16");
_Static_assert(same(vec_splat_u32(1), vector unsigned int), "vec_splat_u32");
_Static_assert(same(vec_splats(1.0f), vector float), "vec_splats");
_Static_assert(same(vec_ld(0, &f), vector float), "vec_ld");
_Static_assert(same(vec_ld(0, (const unsigned int *)0), vector unsigned int), "vec_ld");
_Static_assert(same(vec_lvsl(0, (const u8 *)0), vector unsigned char), "vec_lvsl");
_Static_assert(same(vec_max(u, u), vector unsigned char), "vec_max");
_Static_assert(same(vec_mergeh(s, s), vector signed short), "vec_mergeh");
_Static_assert(same(vec_sld(u, u, 3), vector unsigned char), "vec_sld");
_Static_assert(same(vec_extract(f, 0), float), "vec_extract");
_Static_assert(same(vec_all_eq(u, u), int) && same(vec_any_gt(s, s), int), "predicates");
_Static_assert(same(vec_mfvscr(), vector unsigned short), "vec_mfvscr");
_Static_assert(sizeof(vec_cmpgt(u, u)) == 16 && sizeof(vec_cmpeq(f, f)) == 16, "vec_cmp*");

void store(u8 *p);
void store(u8 *p)
{
	vec_st(vec_splat_u8(1), 0, p);
	vec_dssall();
}
UNIT
"$cc" $flags -fsyntax-only -Wall "$TMP/altivec.c" || { echo "$cc refuses the unit"; exit 1; }
"$UC" --arch=ppc64le $flags -nostdinc -isystem "$inc" -Wsparse-all "$TMP/altivec.c" >"$TMP/out" 2>&1
rc=$?
if [ $rc != 0 ] || [ -s "$TMP/out" ]; then
	echo "the checker on gcc's altivec.h (exit $rc):"
	head -20 "$TMP/out"
	exit 1
fi
exit 0
