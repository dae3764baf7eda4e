/*
 * Sizes and alignments of the scalar types on x86_64 (LP64), as gcc has
 * them: only exact values pass.
 */
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

check(char, 1, 1);
check(_Bool, 1, 1);
check(short, 2, 2);
check(int, 4, 4);
check(long, 8, 8);
check(long long, 8, 8);
check(__int128, 16, 16);
check(float, 4, 4);
check(double, 8, 8);
check(long double, 16, 16);
check(_Float16, 2, 2);
check(void *, 8, 8);
check(int (*)(void), 8, 8);
check(__builtin_va_list, 24, 8);
check(_Complex double, 16, 8);
check(unsigned long, 8, 8);
check(int [3], 12, 4);
check(char [5][3], 15, 1);

_Static_assert(sizeof(long) == 8, "");
_Static_assert(__alignof__(long long) == 8 && __alignof__(double) == 8, "");
_Static_assert(sizeof(sizeof(int)) == 8, "size_t is unsigned long");
_Static_assert((typeof(sizeof(int)))-1 > 0, "size_t is unsigned");
_Static_assert(sizeof((char *)0 - (char *)0) == 8, "ptrdiff_t is long");
_Static_assert(sizeof(L'a') == 4 && (typeof(L'a'))-1 < 0, "wchar_t is int");
_Static_assert((char)-1 < 0, "char is signed on x86");
_Static_assert(sizeof(void) == 1, "GNU: sizeof(void) is 1");
_Static_assert(__SIZEOF_POINTER__ == 8 && __SIZEOF_LONG__ == 8 && __CHAR_BIT__ == 8, "");
