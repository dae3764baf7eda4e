/* args: --arch=arm64 -Wsparse-all */
/*
 * The NEON tuples are gcc's only after arm_neon.h's "#pragma GCC aarch64
 * "arm_neon.h"": before it (or without the header) their names are the
 * unit's own, and the vector types, predefined, are there already.
 */
static int int8x8x2_t = 2;
static __Int8x8_t v;

#pragma GCC aarch64 "arm_acle.h"	/* no tuples from this one */
static int uint8x16x4_t = 4;

int use(void);
int use(void)
{
	return int8x8x2_t + uint8x16x4_t + v[0];
}
