/*
 * Idioms of the kernel headers, written after them (not copied), as they
 * expand without __CHECKER__-only parts: every construct here is in
 * nearly every kernel unit, so each must parse and type-check silently.
 */

/* 1. Basic types and annotations (<linux/types.h>, compiler_types.h). */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long s64;
typedef _Bool bool;
typedef unsigned long size_t;
typedef long ssize_t;
#define NULL ((void *)0)
#define true 1
#define false 0
#define __always_inline inline __attribute__((__always_inline__))
#define __must_check __attribute__((__warn_unused_result__))
#define __maybe_unused __attribute__((__unused__))
#define __aligned(x) __attribute__((__aligned__(x)))
#define __packed __attribute__((__packed__))
#define __section(s) __attribute__((__section__(s)))
#define __printf(a, b) __attribute__((__format__(printf, a, b)))
#define noinline __attribute__((__noinline__))
#define __cold __attribute__((__cold__))
#define unreachable() __builtin_unreachable()
#define barrier() __asm__ __volatile__("" : : : "memory")
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

#ifdef __CHECKER__
# define __user __attribute__((noderef, address_space(__user)))
# define __force __attribute__((force))
#else
# define __user
# define __force
#endif

/* 2. offsetof, sizeof_field, ARRAY_SIZE with __must_be_array. */
#define offsetof(TYPE, MEMBER) __builtin_offsetof(TYPE, MEMBER)
#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))
#define __must_be_array(a) BUILD_BUG_ON_ZERO(__same_type((a), &(a)[0]))
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]) + __must_be_array(arr))

/* 3. BUILD_BUG_ON and static_assert. */
#define BUILD_BUG_ON_MSG(cond, msg) _Static_assert(!(cond), msg)
#define BUILD_BUG_ON(condition) BUILD_BUG_ON_MSG(condition, "BUILD_BUG_ON failed: " #condition)
#define __static_assert(expr, msg, ...) _Static_assert(expr, msg)
#define static_assert(expr, ...) __static_assert(expr, ##__VA_ARGS__, #expr)

/* 4. container_of with typeof, a statement expression and a type check. */
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	static_assert(__same_type(*(ptr), ((type *)0)->member) ||	\
		      __same_type(*(ptr), void),			\
		      "pointer type mismatch in container_of()");	\
	((type *)(__mptr - offsetof(type, member))); })

/* 5. READ_ONCE/WRITE_ONCE with __unqual_scalar_typeof through _Generic. */
#define __scalar_type_to_expr_cases(type)			\
		unsigned type:	(unsigned type)0,		\
		signed type:	(signed type)0
#define __unqual_scalar_typeof(x) typeof(			\
		_Generic((x),					\
			 char:	(char)0,			\
			 __scalar_type_to_expr_cases(char),	\
			 __scalar_type_to_expr_cases(short),	\
			 __scalar_type_to_expr_cases(int),	\
			 __scalar_type_to_expr_cases(long),	\
			 __scalar_type_to_expr_cases(long long),	\
			 default: (x)))
#define __native_word(t) \
	(sizeof(t) == sizeof(char) || sizeof(t) == sizeof(short) || \
	 sizeof(t) == sizeof(int) || sizeof(t) == sizeof(long))
#define compiletime_assert_rwonce_type(t) \
	static_assert(__native_word(t) || sizeof(t) == sizeof(long long), \
		      "Unsupported access size for {READ,WRITE}_ONCE().")
#define __READ_ONCE(x) (*(const volatile __unqual_scalar_typeof(x) *)&(x))
#define READ_ONCE(x) ({ compiletime_assert_rwonce_type(x); __READ_ONCE(x); })
#define __WRITE_ONCE(x, val) do { *(volatile typeof(x) *)&(x) = (val); } while (0)
#define WRITE_ONCE(x, val) do { compiletime_assert_rwonce_type(x); __WRITE_ONCE(x, val); } while (0)

/* 6. Lists: list_head, list_entry, list_for_each_entry. */
struct list_head { struct list_head *next, *prev; };
#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(ptr, type, member) list_entry((ptr)->next, type, member)
#define list_next_entry(pos, member) list_entry((pos)->member.next, typeof(*(pos)), member)
#define list_entry_is_head(pos, head, member) (&pos->member == (head))
#define list_for_each_entry(pos, head, member)				\
	for (pos = list_first_entry(head, typeof(*pos), member);	\
	     !list_entry_is_head(pos, head, member);			\
	     pos = list_next_entry(pos, member))

/* 7. min/max with __careful_cmp and __is_constexpr. */
#define __is_constexpr(x) \
	(sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))
#define __typecheck(x, y) (!!(sizeof((typeof(x) *)1 == (typeof(y) *)1)))
#define __no_side_effects(x, y) (__is_constexpr(x) && __is_constexpr(y))
#define __safe_cmp(x, y) (__typecheck(x, y) && __no_side_effects(x, y))
#define __cmp(x, y, op) ((x) op (y) ? (x) : (y))
#define __cmp_once(x, y, unique_x, unique_y, op) ({	\
		typeof(x) unique_x = (x);		\
		typeof(y) unique_y = (y);		\
		__cmp(unique_x, unique_y, op); })
#define __careful_cmp(x, y, op) \
	__builtin_choose_expr(__safe_cmp(x, y), __cmp(x, y, op), \
		__cmp_once(x, y, __UNIQUE_ID_x, __UNIQUE_ID_y, op))
#define min(x, y) __careful_cmp(x, y, <)
#define max(x, y) __careful_cmp(x, y, >)
#define min_t(type, x, y) __careful_cmp((type)(x), (type)(y), <)
#define clamp_val(val, lo, hi) min_t(typeof(val), max((typeof(val))(lo), val), hi)

/* 8. The syscall wrapper pattern (SYSCALL_DEFINEx, simplified). */
#define __MAP0(m, ...)
#define __MAP1(m, t, a, ...) m(t, a)
#define __MAP2(m, t, a, ...) m(t, a), __MAP1(m, __VA_ARGS__)
#define __MAP3(m, t, a, ...) m(t, a), __MAP2(m, __VA_ARGS__)
#define __MAP(n, ...) __MAP##n(__VA_ARGS__)
#define __SC_DECL(t, a) t a
#define __SC_LONG(t, a) __typeof(__builtin_choose_expr(sizeof(t) <= sizeof(long), 0L, 0LL)) a
#define __SC_CAST(t, a) (__force t) a
#define __TYPE_IS_LL(t) (__same_type((t)0, 0LL) || __same_type((t)0, 0ULL))
#define __SC_TEST(t, a) (void)BUILD_BUG_ON_ZERO(!__TYPE_IS_LL(t) && sizeof(t) > sizeof(long))
#define SYSCALL_DEFINEx(x, sname, ...)						\
	long sys##sname(__MAP(x, __SC_DECL, __VA_ARGS__));			\
	static inline long __do_sys##sname(__MAP(x, __SC_DECL, __VA_ARGS__));	\
	long __se_sys##sname(__MAP(x, __SC_LONG, __VA_ARGS__));			\
	long __se_sys##sname(__MAP(x, __SC_LONG, __VA_ARGS__))			\
	{									\
		long ret = __do_sys##sname(__MAP(x, __SC_CAST, __VA_ARGS__));	\
		__MAP(x, __SC_TEST, __VA_ARGS__);				\
		return ret;							\
	}									\
	static inline long __do_sys##sname(__MAP(x, __SC_DECL, __VA_ARGS__))
#define SYSCALL_DEFINE3(name, ...) SYSCALL_DEFINEx(3, _##name, __VA_ARGS__)

/* 9. Per-CPU variables in their own section. */
#define __PCPU_ATTRS(sec) __section(".data..percpu" sec)
#define DEFINE_PER_CPU_SECTION(type, name, sec) __PCPU_ATTRS(sec) __typeof__(type) name
#define DEFINE_PER_CPU(type, name) DEFINE_PER_CPU_SECTION(type, name, "")
#define DEFINE_PER_CPU_ALIGNED(type, name) \
	DEFINE_PER_CPU_SECTION(type, name, "..shared_aligned") __aligned(64)

/* 10. Static keys: asm goto with a jump table entry. */
struct static_key { int enabled; };
#define JUMP_TABLE_ENTRY				\
	".pushsection __jump_table,  \"aw\" \n\t"	\
	".balign 8\n\t"					\
	".long 1b - . \n\t"				\
	".long %l[l_yes] - . \n\t"			\
	".quad %c0 + %c1 - .\n\t"			\
	".popsection \n\t"
static __always_inline bool arch_static_branch(struct static_key *key, bool branch)
{
	asm goto("1: .byte 0x0f,0x1f,0x44,0x00,0\n\t"
		 JUMP_TABLE_ENTRY
		 : : "i" (key), "i" (branch) : : l_yes);
	return false;
l_yes:
	return true;
}
#define static_branch_unlikely(x) unlikely(arch_static_branch(x, false))

/* 11. ALTERNATIVE-style asm strings with sections and numbered labels. */
#define ALTINSTR_ENTRY(num)					\
	" .long 661b - .\n"					\
	" .long " "664" #num "f - .\n"				\
	" .4byte " #num "\n"
#define ALTERNATIVE(oldinstr, newinstr, feature)		\
	"661:\n\t" oldinstr "\n662:\n"				\
	".pushsection .altinstructions,\"a\"\n"			\
	ALTINSTR_ENTRY(feature)					\
	".popsection\n"						\
	".pushsection .altinstr_replacement, \"ax\"\n"		\
	"664" #feature ":\n\t" newinstr "\n665" #feature ":\n"	\
	".popsection\n"
#define alternative(oldinstr, newinstr, feature) \
	asm volatile(ALTERNATIVE(oldinstr, newinstr, feature) : : : "memory")

/* 12. struct_group: the same members as an anonymous and a named struct. */
#define __struct_group(TAG, NAME, ATTRS, MEMBERS...)	\
	union {						\
		struct { MEMBERS } ATTRS;		\
		struct TAG { MEMBERS } ATTRS NAME;	\
	} ATTRS
#define struct_group(NAME, MEMBERS...) __struct_group(/* no tag */, NAME, /* no attrs */, MEMBERS)
#define struct_group_attr(NAME, ATTRS, MEMBERS...) __struct_group(/* no tag */, NAME, ATTRS, MEMBERS)

/* 13. Bit helpers: BIT, GENMASK with its constant checks, FIELD_PREP-like. */
#define BIT(nr) (1UL << (nr))
#define BITS_PER_LONG 64
#define GENMASK_INPUT_CHECK(h, l) BUILD_BUG_ON_ZERO(__builtin_choose_expr( \
		__is_constexpr((l) > (h)), (l) > (h), 0))
#define __GENMASK(h, l) (((~0UL) - (1UL << (l)) + 1) & (~0UL >> (BITS_PER_LONG - 1 - (h))))
#define GENMASK(h, l) (GENMASK_INPUT_CHECK(h, l) + __GENMASK(h, l))
#define __bf_shf(x) (__builtin_ffsll(x) - 1)
#define FIELD_PREP(mask, val) (((typeof(mask))(val) << __bf_shf(mask)) & (mask))

/* 14. Error pointers. */
#define MAX_ERRNO 4095
#define IS_ERR_VALUE(x) unlikely((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)
static inline void *__must_check ERR_PTR(long error) { return (void *)error; }
static inline long __must_check PTR_ERR(const void *ptr) { return (long)ptr; }
static inline bool __must_check IS_ERR(const void *ptr) { return IS_ERR_VALUE((unsigned long)ptr); }

/* 15. Overflow helpers and the __cleanup-based guard. */
#define check_add_overflow(a, b, d) __builtin_add_overflow(a, b, d)
#define __cleanup(func) __attribute__((__cleanup__(func)))
#define __free(name) __cleanup(__free_##name)
void kfree(const void *);
static inline void __free_kfree(void *p) { void *q = *(void **)p; if (q) kfree(q); }

/* 16. do { } while (0) macros, WARN_ON-like statement expressions. */
void __warn(const char *file, int line);
#define WARN_ON(condition) ({					\
	int __ret_warn_on = !!(condition);			\
	if (unlikely(__ret_warn_on))				\
		__warn(__FILE__, __LINE__);			\
	unlikely(__ret_warn_on); })

/* 17. Module-style section tables: initcalls, exported symbols. */
typedef int (*initcall_t)(void);
#define __define_initcall(fn, id) \
	static initcall_t __initcall_##fn##id __attribute__((__used__)) \
	__section(".initcall" #id ".init") = fn
#define device_initcall(fn) __define_initcall(fn, 6)
#define __init __section(".init.text") __cold
#define EXPORT_SYMBOL(sym) \
	extern typeof(sym) sym; \
	static const char __kstrtab_##sym[] __section("__ksymtab_strings") __aligned(1) = #sym

/* 18. Atomic-ish types and cmpxchg with size dispatch. */
typedef struct { int counter; } atomic_t;
#define ATOMIC_INIT(i) { (i) }
#define __raw_cmpxchg(ptr, old, new, size, lock)		\
({								\
	__typeof__(*(ptr)) __ret;				\
	__typeof__(*(ptr)) __old = (old);			\
	__typeof__(*(ptr)) __new = (new);			\
	switch (size) {						\
	case 4: {						\
		volatile u32 *__ptr = (volatile u32 *)(ptr);	\
		asm volatile(lock "cmpxchgl %2,%1"		\
			     : "=a" (__ret), "+m" (*__ptr)	\
			     : "r" (__new), "0" (__old)		\
			     : "memory");			\
		break;						\
	}							\
	case 8: {						\
		volatile u64 *__ptr = (volatile u64 *)(ptr);	\
		asm volatile(lock "cmpxchgq %2,%1"		\
			     : "=a" (__ret), "+m" (*__ptr)	\
			     : "r" (__new), "0" (__old)		\
			     : "memory");			\
		break;						\
	}							\
	}							\
	__ret;							\
})
#define arch_cmpxchg(ptr, old, new) __raw_cmpxchg((ptr), (old), (new), sizeof(*(ptr)), "lock; ")

/* 19. Per-CPU access through __seg_gs. */
#define __percpu_arg_read(var) (*(typeof(var) __seg_gs *)(unsigned long)&(var))

/* 20. Compiler hints on function definitions and printf-like prototypes. */
__printf(1, 2) __cold int printk(const char *fmt, ...);
#define pr_info(fmt, ...) printk("\001" "6" fmt, ##__VA_ARGS__)

/* --- uses --- */

struct item {
	int value;
	struct list_head node;
};

struct packet {
	u16 len;
	struct_group(hdr,
		u8 type;
		u8 flags;
		u16 seq;
	);
	struct_group_attr(body, __packed,
		u32 crc;
		u8 payload[3];
	);
	u8 data[];
};

static LIST_HEAD(items);
DEFINE_PER_CPU(int, cpu_counter);
DEFINE_PER_CPU_ALIGNED(struct item, cpu_item);
static struct static_key feature_key;
static atomic_t refs = ATOMIC_INIT(1);
int exported_value;
EXPORT_SYMBOL(exported_value);

static int __init my_init(void)
{
	return 0;
}
device_initcall(my_init);

static int sum_items(void)
{
	struct item *pos;
	int sum = 0;

	list_for_each_entry(pos, &items, node)
		sum += READ_ONCE(pos->value);
	return sum;
}

struct item *node_to_item(struct list_head *n)
{
	return container_of(n, struct item, node);
}

long copy_to(char __user *dst, const char *src, size_t n);

SYSCALL_DEFINE3(mycall, unsigned int, fd, char __user *, buf, size_t, count)
{
	if (count > 16)
		return -22;
	return copy_to(buf, "x", min(count, (size_t)1)) + fd;
}

noinline int idioms(u32 a, u64 b, int *p)
{
	u8 arr[7];
	u64 mask = GENMASK(7, 4);
	u32 res;
	void *ptr __free(kfree) = NULL;
	int k = max(3, 4) + min_t(int, a, 5) + clamp_val(*p, 0, 10);
	struct packet pk = { .hdr.type = 1, .seq = 2, .crc = 3 };

	BUILD_BUG_ON(sizeof(struct packet) != 14);
	BUILD_BUG_ON(offsetof(struct packet, crc) != 6);
	static_assert(sizeof_field(struct packet, hdr) == 4);
	static_assert(ARRAY_SIZE(arr) == 7, "seven");
	WRITE_ONCE(*p, k);
	res = READ_ONCE(a);
	if (check_add_overflow(a, 1U, &res))
		return -1;
	if (WARN_ON(k < 0))
		return -2;
	if (static_branch_unlikely(&feature_key))
		alternative("nop", "lfence", 7);
	(void)arch_cmpxchg(&refs.counter, 1, 2);
	(void)arch_cmpxchg(&b, 1ULL, 2ULL);
	res += __percpu_arg_read(cpu_counter);
	ptr = ERR_PTR(-12);
	if (IS_ERR(ptr)) {
		pr_info("error %ld\n", PTR_ERR(ptr));
		ptr = NULL;
	}
	barrier();
	if (!p)
		unreachable();
	return (int)(res + FIELD_PREP(mask, 3) + BIT(2) + sum_items() + pk.hdr.flags + pk.body.crc + arr[0] * 0);
}
/* args: -Wno-decl */
