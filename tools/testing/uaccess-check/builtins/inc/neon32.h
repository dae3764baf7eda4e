/*
 * The shape of gcc's 32-bit arm_neon.h and arm_acle.h, in a few lines:
 * typedefs of the builtin vector types, the tuples as structs of the
 * header, loads of tuples through a union with gcc's wide integers, and
 * inline functions that cast their arguments for __builtin_neon_* and
 * __builtin_arm_*.
 */
#pragma GCC system_header
typedef __simd128_int8_t int8x16_t;
typedef __simd128_uint8_t uint8x16_t;
typedef __simd128_float32_t float32x4_t;
typedef __simd128_poly8_t poly8x16_t;
typedef __builtin_neon_di int64x1_t;
typedef __builtin_neon_poly64 poly64_t;
typedef __fp16 float16_t;
typedef __bf16 bfloat16_t;
typedef __builtin_neon_uqi uint8_t;

typedef struct uint8x16x2_t {
	uint8x16_t val[2];
} uint8x16x2_t;

typedef struct uint8x16x4_t {
	uint8x16_t val[4];
} uint8x16x4_t;

static __inline uint8x16_t vld1q_u8(const uint8_t *a)
{
	return (uint8x16_t)__builtin_neon_vld1v16qi((const __builtin_neon_qi *)a);
}

static __inline void vst1q_u8(uint8_t *a, uint8x16_t v)
{
	__builtin_neon_vst1v16qi((__builtin_neon_qi *)a, (int8x16_t)v);
}

static __inline uint8x16x2_t vld2q_u8(const uint8_t *a)
{
	union { uint8x16x2_t i; __builtin_neon_oi o; } rv;

	rv.o = __builtin_neon_vld2v16qi((const __builtin_neon_qi *)a);
	return rv.i;
}

static __inline void vst4q_u8(uint8_t *a, uint8x16x4_t v)
{
	union { uint8x16x4_t i; __builtin_neon_xi o; } bu = { v };

	return __builtin_neon_vst4v16qi((__builtin_neon_qi *)a, bu.o);
}

static __inline float32x4_t vfmaq_f32(float32x4_t a, float32x4_t b, float32x4_t c)
{
	return (float32x4_t)__builtin_neon_vfmav4sf(a, b, c);
}

static __inline poly8x16_t vmulq_p8(poly8x16_t a, poly8x16_t b)
{
	return (poly8x16_t)__builtin_neon_vmulpv16qi((int8x16_t)a, (int8x16_t)b);
}

static __inline unsigned int __crc32w(unsigned int a, unsigned int b)
{
	return __builtin_arm_crc32w(a, b);
}

static __inline float16_t vabsh_f16(float16_t a)
{
	return __builtin_neon_vabshf(a);
}
