/* args: --arch=arm -Wsparse-all -I$DIR/inc */
/*
 * 32-bit arm's builtin types and __builtin_neon_* / __builtin_arm_*
 * builtins (inc/neon32.h has arm_neon.h's shape): NEON code is evaluated
 * with the types gcc gives it, so the checks see through the intrinsics.
 * arm-gcc.sh runs gcc's own headers, when the cross compiler is there.
 */
#include "neon32.h"

#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
typedef unsigned int __attribute__((bitwise)) __le32;

/* types: sizes and alignments as gcc's (at most 8 on arm) */
_Static_assert(sizeof(uint8x16_t) == 16 && __alignof__(uint8x16_t) == 8, "vector");
_Static_assert(sizeof(__simd64_int8_t) == 8 && sizeof(int64x1_t) == 8, "vector");
_Static_assert(sizeof(uint8x16x2_t) == 32 && __alignof__(uint8x16x2_t) == 8, "tuple");
_Static_assert(sizeof(__builtin_neon_ti) == 16 && sizeof(__builtin_neon_ei) == 24, "wide");
_Static_assert(sizeof(__builtin_neon_oi) == 32 && sizeof(__builtin_neon_ci) == 48, "wide");
_Static_assert(sizeof(__builtin_neon_xi) == 64, "wide");
_Static_assert(sizeof(float16_t) == 2 && sizeof(bfloat16_t) == 2, "16-bit floats");
_Static_assert(sizeof(poly64_t) == 8 && sizeof(__builtin_neon_poly128) == 16, "poly");
_Static_assert(__has_builtin(__builtin_arm_crc32w), "__has_builtin");
_Static_assert(!__has_builtin(__builtin_aarch64_crc32w), "not arm64's");
/* AAPCS's va_list: a struct of one pointer */
_Static_assert(sizeof(__builtin_va_list) == 4 && __alignof__(__builtin_va_list) == 4, "va_list");
_Static_assert(sizeof(((__builtin_va_list *)0)->__ap) == 4, "va_list");

/* loads and stores: the pointer's address space */
static unsigned char load(const unsigned char __user *p)
{
	return vld1q_u8(p)[0];			/* expect-warning: incorrect type in argument 1 of 'vld1q_u8' (different address spaces) */
}

static void store(unsigned char __iomem *p, uint8x16_t v)
{
	vst1q_u8(p, v);				/* expect-warning: incorrect type in argument 1 of 'vst1q_u8' (different address spaces) */
}

/* tuples: struct { uint8x16_t val[2]; }, loaded through __builtin_neon_oi */
static uint8x16_t tuple(const unsigned char *p)
{
	uint8x16x2_t t = vld2q_u8(p);

	return t.val[0] ^ t.val[2];		/* expect-warning: array index 2 is past the end of the array */
}

static void tuple4(unsigned char *p, uint8x16x4_t v)
{
	vst4q_u8(p, v);
}

/* arithmetic and polynomial builtins */
static float32x4_t fma(float32x4_t a)
{
	return vfmaq_f32(a, a, a) + vmulq_p8((poly8x16_t)a, (poly8x16_t)a);	/* expect-error: invalid operands to binary + */
}

/* arm_acle.h's CRC: a little-endian word must be converted first */
static unsigned int crc(unsigned int c, __le32 v)
{
	return __crc32w(c, v);			/* expect-warning: incorrect type in argument 2 of '__crc32w' (different base types) */
}

static unsigned int crc_args(unsigned int c)
{
	return __builtin_arm_crc32w(c);		/* expect-error: too few arguments to function '__builtin_arm_crc32w' */
}

static float16_t half(float16_t h)
{
	return vabsh_f16(h);
}

int use(void);
int use(void)
{
	return !!load + !!store + !!tuple + !!tuple4 + !!fma + !!crc + !!crc_args + !!half;
}
