/* args: -m32 */
/*
 * Sizes and alignments of the scalar types on i386 (ILP32), as gcc has
 * them: long and pointers are 4 bytes, long long and double are 8 bytes
 * but 4-aligned by the ABI (_Alignof) while __alignof__ gives gcc's
 * preferred 8, long double is 12 bytes, va_list is a char *.
 */
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

check(char, 1, 1);
check(short, 2, 2);
check(int, 4, 4);
check(long, 4, 4);
check(long long, 8, 4);
check(float, 4, 4);
check(double, 8, 4);
check(long double, 12, 4);
check(void *, 4, 4);
check(__builtin_va_list, 4, 4);
check(unsigned long, 4, 4);

_Static_assert(__alignof__(long long) == 8, "preferred alignment");
_Static_assert(__alignof__(double) == 8, "preferred alignment");
_Static_assert(sizeof(sizeof(int)) == 4, "size_t is unsigned int");
_Static_assert(__builtin_types_compatible_p(typeof(sizeof(int)), unsigned int), "");
_Static_assert(sizeof((char *)0 - (char *)0) == 4, "ptrdiff_t is int");
_Static_assert((unsigned long)-1 == 0xffffffff, "");
_Static_assert(-1L < 0 && (long)0x80000000 < 0, "long is 32 bits");
_Static_assert(__SIZEOF_POINTER__ == 4 && __SIZEOF_LONG__ == 4, "");
