/* -Wmemcpy-max-count: a constant byte count above -fmemcpy-max-count (100000). */
typedef unsigned long size_t;
void *memset(void *s, int c, size_t n);
void *memcpy(void *d, const void *s, size_t n);
void *memmove(void *d, const void *s, size_t n);
unsigned long copy_to_user(void *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void *from, unsigned long n);
/* an inline function defined here is expanded, not called: not checked */
static inline void *my_copy(void *d, const void *s, size_t n)
{
	return d;
}
static inline unsigned long copy_in(void *to, const void *from, unsigned long n)
{
	return 0;
}

static char big[300000];

static void f(void *p, size_t n)
{
	memset(p, 0, 200000);		/* expect-warning: memset with byte count of 200000 */
	memcpy(p, big, 100001);		/* expect-warning: memcpy with byte count of 100001 */
	copy_to_user(p, big, sizeof(big));	/* expect-warning: copy_to_user with byte count of 300000 */
	copy_from_user(big, p, 200000);	/* expect-warning: copy_from_user with byte count of 200000 */ /* expect-warning: the result of copy_from_user() is ignored */
	memset(p, 0, -1);		/* expect-warning: memset with byte count of 18446744073709551615 */

	/* silent: at the limit, not constant, the value argument, other functions */
	memcpy(p, big, 100000);
	memset(p, 0, n);
	memset(p, 200000, 10);
	memmove(p, big, 200000);
	my_copy(p, big, 200000);
	copy_in(p, big, 200000);
	n = sizeof(memset(p, 0, 200000));
}

void use(void *p);
void use(void *p)
{
	f(p, 1);
}
