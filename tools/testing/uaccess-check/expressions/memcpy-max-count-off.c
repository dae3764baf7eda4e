/* args: -fmemcpy-max-count=unlimited */
/* -fmemcpy-max-count=unlimited: no limit (as -Wno-memcpy-max-count). */
typedef unsigned long size_t;
void *memset(void *s, int c, size_t n);

void f(void *p);
void f(void *p)
{
	memset(p, 0, 1UL << 40);
}
