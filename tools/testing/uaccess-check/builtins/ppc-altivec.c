/* args: --arch=ppc64le -mcpu=power8 -maltivec -Wsparse-all -I$DIR/inc */
/*
 * powerpc's AltiVec (inc/altivec.h has altivec.h's shape): the vector,
 * pixel and bool keywords as gcc's preprocessor gives them, the
 * altivec() attribute they expand to, and the overloaded __builtin_vec_*
 * builtins, each call of the type gcc's overload gives, so that the
 * checks see through the intrinsics.  ppc-gcc.sh runs gcc's own header,
 * when the cross compiler is there.
 */
typedef _Bool bool;			/* the kernel's: still a type after altivec.h */
#include "altivec.h"

#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))

#define same(e, T) __builtin_types_compatible_p(__typeof__(e), T)

typedef vector signed char unative_t;
typedef vector unsigned char u8x16;

/* types: 16 bytes aligned to 16, whatever the element */
_Static_assert(sizeof(unative_t) == 16 && _Alignof(unative_t) == 16, "vector");
_Static_assert(sizeof(vector bool char) == 16 && sizeof(vector pixel) == 16, "bool, pixel");
_Static_assert(sizeof(vector int bool) == 16, "bool after the element");
_Static_assert(sizeof(vector double) == 16 && sizeof(vector long) == 16, "VSX");
_Static_assert(sizeof(__vector float) == 16 && sizeof(vector short int) == 16, "vector");
_Static_assert(__builtin_types_compatible_p(bool, _Bool), "not after vector: a name");
_Static_assert(__has_builtin(__builtin_vec_xor) && __has_attribute(altivec), "__has_builtin");
_Static_assert(!__has_builtin(__builtin_aarch64_crc32w), "not arm64's");

/* where vector is no keyword it is a name, as in gcc */
static int vector = 1;
static bool pixel;
_Static_assert(same(pixel, _Bool), "pixel");

/* the overloads the kernel uses (lib/raid6/altivec.uc, vpermxor.uc) */
_Static_assert(same(vec_xor((unative_t){ 0 }, (unative_t){ 0 }), unative_t), "vec_xor");
_Static_assert(same(vec_add((unative_t){ 0 }, (unative_t){ 0 }), unative_t), "vec_add");
_Static_assert(same(vec_and((u8x16){ 0 }, (u8x16){ 0 }), u8x16), "vec_and");
_Static_assert(same(vec_splat_s8(3), unative_t) && same(vec_splat_u8(3), u8x16), "splat");
_Static_assert(same(vec_splats((short)1), vector short), "vec_splats");
_Static_assert(same(vec_extract((vector int){ 0 }, 1), int), "vec_extract");
_Static_assert(same(vec_ld(0, (const unsigned char *)0), u8x16), "vec_ld of a scalar");
_Static_assert(same(vec_ld(0, (const vector float *)0), vector float), "vec_ld of a vector");
_Static_assert(sizeof(vec_cmpgt((unative_t){ 0 }, (unative_t){ 0 })) == 16, "vec_cmpgt");

static unative_t mask(unative_t v)
{
	unative_t zv = (vector signed char){ 0 };

	/* vec_cmpgt gives a vector bool char: thus the kernel's cast */
	return (unative_t)vec_cmpgt(zv, v);
}

/* loads and stores: the pointer's address space */
static u8x16 load(const unsigned char __user *p)
{
	return vec_ld(0, p);			/* expect-warning: incorrect type in argument 2 of '__builtin_vec_ld' (different address spaces) */
}

static void store(unsigned char __iomem *p, u8x16 v)
{
	vec_st(v, 0, p);			/* expect-warning: incorrect type in argument 3 of '__builtin_vec_st' (different address spaces) */
}

/* gcc finds no instance of the overload */
static unative_t combination(void)
{
	return vec_xor(1, 2);			/* expect-error: invalid parameter combination for AltiVec intrinsic '__builtin_vec_xor' */
}

/* vector operators follow gcc's rules */
static unative_t plus(unative_t a, vector int b)
{
	return a + b;				/* expect-error: invalid operands to binary + */
}

static int perm(u8x16 a, u8x16 b)
{
	u8x16 p = vec_perm(a, b, vec_splat_u8(1)), x = vec_permxor(a, b, p);

	vec_dssall();
	return vec_all_eq(vec_sl(x, a), p);
}

static __vector long double ld;		/* expect-error: use of 'long double' in AltiVec types is invalid */

int use(void);
int use(void)
{
	return vector + pixel + !!mask + !!load + !!store + !!combination + !!plus + !!perm;
}
