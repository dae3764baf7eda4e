/*
 * The shape of gcc's arm_neon.h and arm_acle.h, in a few lines: typedefs
 * of the builtin vector types, the pragma after which the tuples exist,
 * and inline functions that cast their arguments for __builtin_aarch64_*.
 */
#pragma GCC system_header
typedef __Int8x16_t int8x16_t;
typedef __Uint8x16_t uint8x16_t;
typedef __Uint32x4_t uint32x4_t;
typedef __Float32x4_t float32x4_t;
typedef __Poly8x16_t poly8x16_t;
typedef __Poly64_t poly64_t;
typedef __fp16 float16_t;
typedef __bf16 bfloat16_t;

#pragma GCC aarch64 "arm_neon.h"

static __inline uint8x16_t vld1q_u8(const unsigned char *a)
{
	return __builtin_aarch64_ld1v16qi_us((const __builtin_aarch64_simd_qi *)a);
}

static __inline void vst1q_u8(unsigned char *a, uint8x16_t v)
{
	__builtin_aarch64_st1v16qi((__builtin_aarch64_simd_qi *)a, (int8x16_t)v);
}

static __inline uint8x16x2_t vld2q_u8(const unsigned char *a)
{
	return __builtin_aarch64_ld2v16qi_us((const __builtin_aarch64_simd_qi *)a);
}

static __inline unsigned char vgetq_lane_u8(uint8x16_t v, const int lane)
{
	return v[lane];
}

static __inline float32x4_t vfmaq_f32(float32x4_t a, float32x4_t b, float32x4_t c)
{
	return __builtin_aarch64_fmav4sf(b, c, a);
}

static __inline poly8x16_t vmulq_p8(poly8x16_t a, poly8x16_t b)
{
	return (poly8x16_t)__builtin_aarch64_pmulv16qi_ppp((__Poly8x16_t)a, (__Poly8x16_t)b);
}

static __inline unsigned int __crc32w(unsigned int c, unsigned int v)
{
	return __builtin_aarch64_crc32w(c, v);
}

static __inline float16_t vabsh_f16(float16_t a)
{
	return __builtin_aarch64_abshf(a);
}
