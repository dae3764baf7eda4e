/*
 * __builtin_expect and the likely/unlikely macros, with pointers, in
 * conditions, in return values and nested in other builtins.
 */
#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)

long f(int *p, long v)
{
	if (unlikely(!p))
		return -22;
	if (likely(*p > 0) && unlikely(v < 0))
		return __builtin_expect(v, 0) + 1;
	while (__builtin_expect(v-- > 0, 1))
		*p += 1;
	return __builtin_expect_with_probability(v, 1, 0.9) + (long)__builtin_expect((long)p, 0L);
}
/* args: -Wno-decl */
