/* arm64 fuzz seed: NEON types, the tuple pragma, builtins, vector operators */
typedef __Uint8x16_t u8x16;
typedef __Int32x4_t s32x4;
#pragma GCC aarch64 "arm_neon.h"
static inline uint8x16x3_t ld3(const unsigned char *p)
{
	return __builtin_aarch64_ld3v16qi_us((const __builtin_aarch64_simd_qi *)p);
}
static inline s32x4 mla(s32x4 a, s32x4 b)
{
	return __builtin_aarch64_mlav4si(a, b, a) + (s32x4){ 1, 2, 3, 4 } * 2 - (a > b);
}
int f(const unsigned char __attribute__((noderef, address_space(1))) *u, unsigned char *p)
{
	uint8x16x3_t t = ld3(p);
	u8x16 x = t.val[0] ^ t.val[1] ^ (u8x16)mla((s32x4)t.val[2], (s32x4){ 0 });
	__fp16 h = 1;
	__bf16 *b = 0;
	__builtin_aarch64_st1v16qi((signed char *)p, (__Int8x16_t)(x << 1));
	return x[3] + (int)h + !b + __builtin_aarch64_crc32b(0, *u) + __has_builtin(__builtin_aarch64_rbit);
}
