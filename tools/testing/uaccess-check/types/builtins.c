/*
 * The builtins the kernel calls, known with their types without any
 * declaration: bit operations, byte swaps, memory and string functions,
 * overflow checks, atomics (__atomic_* and __sync_*, typed after their
 * pointer operand), object size, return and frame addresses, hints.
 * Calling them must not give "implicit declaration" warnings.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

typedef unsigned long size_t;
int i;
unsigned int u;
long l;
unsigned long ul;
unsigned long long ull;
char buf[16];
int *ip;
long *lp;
unsigned char *ucp;

is_type(__builtin_ctz(u), int);
is_type(__builtin_ctzl(ul), int);
is_type(__builtin_clzll(ull), int);
is_type(__builtin_ffs(i), int);
is_type(__builtin_ffsl(l), int);
is_type(__builtin_popcount(u), int);
is_type(__builtin_popcountl(ul), int);
is_type(__builtin_parity(u), int);
is_type(__builtin_bswap16(1), unsigned short);
is_type(__builtin_bswap32(1), unsigned int);
is_type(__builtin_bswap64(1), unsigned long);
is_type(__builtin_expect(l, 0), long);
is_type(__builtin_constant_p(i), int);
is_type(__builtin_memcpy(buf, buf, 1), void *);
is_type(__builtin_memset(buf, 0, 1), void *);
is_type(__builtin_memcmp(buf, buf, 1), int);
is_type(__builtin_strlen(buf), size_t);
is_type(__builtin_strcmp(buf, buf), int);
is_type(__builtin_object_size(buf, 0), size_t);
is_type(__builtin_add_overflow(i, i, &i), _Bool);
is_type(__builtin_mul_overflow(ul, ul, &ul), _Bool);
is_type(__builtin_sub_overflow_p(i, 1, (int)0), _Bool);
is_type(__atomic_load_n(ip, __ATOMIC_RELAXED), int);
is_type(__atomic_fetch_add(lp, 1, __ATOMIC_SEQ_CST), long);
is_type(__atomic_exchange_n(ucp, 1, __ATOMIC_ACQUIRE), unsigned char);
is_type(__atomic_compare_exchange_n(ip, ip, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED), _Bool);
is_type(__sync_fetch_and_add(lp, 1), long);
is_type(__sync_val_compare_and_swap(ip, 0, 1), int);
is_type(__sync_bool_compare_and_swap(ip, 0, 1), _Bool);
is_type(__builtin_return_address(0), void *);
is_type(__builtin_frame_address(0), void *);
is_type(__builtin_alloca(8), void *);
is_type(__builtin_classify_type(i), int);
is_type(__builtin_abs(i), int);

void f(void *dst, const void *src, size_t n)
{
	__builtin_memcpy(dst, src, n);
	__builtin_memmove(dst, src, n);
	__builtin_prefetch(src);
	__builtin_prefetch(src, 1, 3);
	__atomic_store_n(ip, 1, __ATOMIC_RELEASE);
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	__sync_synchronize();
	if (__builtin_add_overflow(n, n, &n))
		__builtin_trap();
	if (!dst)
		__builtin_unreachable();
}
/* args: -Wno-decl */
