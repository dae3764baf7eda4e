/* The user-memory checks' shapes: accessor macros, a double fetch, a leak, a size, a launder. */
#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))
typedef unsigned long size_t;
typedef unsigned int u32;
extern void __chk_user_ptr(const volatile void __user *);
extern int __access_ok(const void __user *, unsigned long);
#define access_ok(a, s) __builtin_expect(!!__access_ok(a, s), 1)
#define get_user(x, ptr) ({ int __r; __typeof__(*(ptr)) __v; __chk_user_ptr(ptr); \
	asm volatile("call x" : "=a"(__r), "=r"(__v) : "0"(ptr)); (x) = __v; __r; })
#define __get_user(x, ptr) get_user(x, ptr)
#define put_user(x, ptr) ({ int __r; __chk_user_ptr(ptr); asm volatile("" : "=a"(__r) : "r"(x), "0"(ptr)); __r; })
#define unsafe_get_user(x, ptr, l) do { __typeof__(*(ptr)) __v; \
	asm goto("" : "=r"(__v) : "m"(*(ptr)) : : l); (x) = __v; } while (0)
extern int user_access_begin(const void __user *, size_t);
#define user_access_begin(a, b) user_access_begin(a, b)
extern void user_access_end(void);
unsigned long copy_from_user(void *, const void __user *, unsigned long);
unsigned long copy_to_user(void __user *, const void *, unsigned long);
void *memdup_user(const void __user *, size_t);
void *kmalloc(size_t, unsigned int);
void *memcpy(void *, const void *, size_t);
struct hdr { u32 len; unsigned char flag; u32 data[4]; };
static long f(struct hdr __user *u, unsigned long arg, int n)
{
	struct hdr h, *b;
	char buf[8];
	int v, i;

	if (copy_from_user(&h, u, sizeof(h)) < 0)
		return -14;
	b = kmalloc(h.len, 0);
	if (copy_from_user(b, u, h.len))
		return -14;
	for (i = 0; i < n; i++)
		if (__get_user(v, (int __user *)arg + i))
			goto out;
	if (!user_access_begin(u, sizeof(*u)))
		return -14;
	unsafe_get_user(v, &u->len, out);
	user_access_end();
	memcpy(buf, (char __force *)u, b->len);
	put_user(v, (int __user *)arg);
	return copy_to_user(u, &h, sizeof(h));
out:
	return -14;
}
