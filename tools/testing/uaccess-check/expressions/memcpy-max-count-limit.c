/* args: -fmemcpy-max-count=16 */
/* -fmemcpy-max-count=N sets the limit (unlimited or 0: none). */
typedef unsigned long size_t;
void *memset(void *s, int c, size_t n);

void f(void *p);
void f(void *p)
{
	memset(p, 0, 16);
	memset(p, 0, 17);	/* expect-warning: memset with byte count of 17 */
}
