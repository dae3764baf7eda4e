/*
 * "defined" produced by a macro expansion in #if works as gcc does it
 * (without a warning unless -Wexpansion-to-defined is asked for).
 */
#define X
#define IS_X defined(X)
#define IS_Y defined Y
#define BOTH (IS_X && IS_Y)
#if IS_X
x_defined
#endif
#if !IS_Y
y_undefined
#endif
#define Y
#if BOTH
both_defined
#endif
#undef X
#if IS_X
wrong
#else
x_undefined_again
#endif
/* expect-E
x_defined
y_undefined
both_defined
x_undefined_again
*/
