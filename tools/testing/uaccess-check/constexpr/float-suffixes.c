/*
 * The type of a floating constant comes from its whole suffix, read
 * within its spelling: f16, f32, f64, f128, f32x, f64x, l, f, none.
 */
_Static_assert(sizeof(1.0f16) == 2, "f16");
_Static_assert(sizeof(1.0f128) == 16, "f128");
_Static_assert(sizeof(1.0f64) == 8, "f64");
_Static_assert(sizeof(1.0f32x) == 8, "f32x");
_Static_assert(sizeof(1.0f64x) == 16, "f64x");
_Static_assert(sizeof(1.0f) == 4, "f");
_Static_assert(sizeof(1.0f32) == 4, "f32");
_Static_assert(sizeof(0x1p3f) == 4, "");
_Static_assert(sizeof(0x1.8p3) == 8, "");
_Static_assert(sizeof(1e5L) == 16, "");
_Static_assert(sizeof(1.5e-3f) == 4, "");
_Static_assert(sizeof(.5) == 8, "");_Static_assert(sizeof(2.0i) == 16, "");
