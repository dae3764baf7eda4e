// SPDX-License-Identifier: GPL-2.0
/*
 * A small kernel-flavoured unit to try uaccess-check on:
 *
 *	scripts/uaccess-check/uaccess-check -E tools/testing/uaccess-check/examples/hello.c
 *
 * shows what the preprocessor makes of the annotations when __CHECKER__
 * is defined (the checker predefines it, as sparse does).  It is not a
 * test: the test runner skips examples/.
 */
#ifdef __CHECKER__
# define __user		__attribute__((noderef, address_space(__user)))
# define __force	__attribute__((force))
# define __must_hold(x)	__attribute__((context(x, 1, 1)))
#else
# define __user
# define __force
# define __must_hold(x)
#endif

#define __ARG_PLACEHOLDER_1 0,
#define __take_second_arg(__ignored, val, ...) val
#define __is_defined(x) ___is_defined(x)
#define ___is_defined(val) ____is_defined(__ARG_PLACEHOLDER_##val)
#define ____is_defined(arg1_or_junk) __take_second_arg(arg1_or_junk 1, 0)
#define IS_ENABLED(option) __is_defined(option)

#define CONFIG_HELLO_VERBOSE 1

#define offsetof(type, member) __builtin_offsetof(type, member)
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

#define pr_fmt(fmt) "hello: " fmt
#define pr_info(fmt, ...) printk(pr_fmt(fmt), ##__VA_ARGS__)

struct list_head { struct list_head *next, *prev; };
struct greeting {
	int count;
	struct list_head node;
};

int printk(const char *fmt, ...);
unsigned long copy_from_user(void *to, const void __user *from, unsigned long n);

static int hello_read(struct list_head *entry, const int __user *ubuf)
{
	struct greeting *g = container_of(entry, struct greeting, node);

	if (copy_from_user(&g->count, ubuf, sizeof(g->count)))
		return -14;
	if (IS_ENABLED(CONFIG_HELLO_VERBOSE))
		pr_info("read %d from user space at line %d\n", g->count, __LINE__);
	pr_info("done\n");
	return 0;
}
