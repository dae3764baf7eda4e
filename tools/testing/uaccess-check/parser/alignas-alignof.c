/*
 * _Alignas with a type and with a constant, on variables and members;
 * _Alignof, __alignof__ and __alignof of types and expressions.
 */
_Alignas(16) char buf1[32];
_Alignas(long) char buf2[8];
static _Alignas(64) int cacheline;
_Alignas(8) _Alignas(16) int two_alignas;

struct s {
	char c;
	_Alignas(8) char aligned_c;
	_Alignas(struct s *) int i;
};

unsigned long sizes[] = {
	_Alignof(int),
	_Alignof(struct s),
	__alignof__(long double),
	__alignof__(buf1),
	__alignof(cacheline),
	__alignof__ buf2,
	_Alignof(char [3]),
	__alignof__(int (*)(void)),
};

int f(void)
{
	_Alignas(32) int local = 1;

	return local + (int)_Alignof(local) + buf1[0] + buf2[0] + cacheline + two_alignas;
}
/* args: -Wno-decl */
