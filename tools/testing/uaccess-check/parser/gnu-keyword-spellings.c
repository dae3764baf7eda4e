/*
 * The alternate GNU spellings of keywords that kernel and libc headers
 * use: __const, __const__, __volatile, __volatile__, __signed,
 * __signed__, __inline, __inline__, __restrict, __restrict__,
 * __attribute, __typeof, __alignof, __asm, __extension__, __complex__,
 * __real__ and __imag__.
 */
__const int c1 = 1;
__const__ int c2 = 2;
__volatile int v1;
__volatile__ int v2;
__signed char sc;
__signed__ int si;
__signed__ long sl;
static __inline int i1(void) { return 1; }
static __inline__ int i2(void) { return 2; }
void *__restrict rp1;
char *__restrict__ rp2;
int __attribute((unused)) a1;
__typeof(c1) t1;
unsigned long al = __alignof(long);
int asm_named __asm("asm_named_sym");

int f(const char *__restrict s, char *__restrict__ d)
{
	__complex__ double z = 1.0 + 2.0i;
	double re = __real__ z, im = __imag__ z;

	*d = *s;
	return c1 + c2 + v1 + v2 + sc + si + (int)sl + i1() + i2() + t1 + (int)al + (int)(re + im);
}
/* args: -Wno-decl */
