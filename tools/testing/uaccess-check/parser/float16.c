/*
 * _Float16 (x86 SSE2, gcc 12), with its f16 constant suffix, in
 * arithmetic with float and double.  The kernel uses it in a few drivers
 * and in lib/ code built with FPU support.
 */
_Float16 h1 = 1.5f16;
_Float16 h2 = 2;
_Float16 h3[4] = { 1.0F16, 2.0f16 };

float f(_Float16 x, float y)
{
	_Float16 z = x * h1 + h2;

	return z + y + (float)h3[1];
}

_Static_assert(sizeof(_Float16) == 2, "half precision");
/* args: -Wno-decl */
