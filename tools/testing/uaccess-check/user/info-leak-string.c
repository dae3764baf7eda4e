/*
 * -Wuser-info-leak: a char array filled by a string copy, then copied
 * whole (the classic "char name[32]; strscpy(...); copy_to_user(u, name,
 * sizeof(name))", as drivers/media and the input ioctls had it before
 * they moved to strscpy_pad() or memset()); nested structures, unions,
 * bit-fields and get_user() into a member.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

extern ssize_t strscpy_pad(char *, const char *, size_t);
extern int snprintf(char *, size_t, const char *, ...);
extern char *strncpy(char *, const char *, size_t);

long get_name_bad(const char *s, void __user *u)
{
	char name[32]; /* expect-note: 'name' declared here */

	strscpy(name, s, sizeof(name)); /* expect-note: strscpy() writes the string and its nul only: the bytes after it keep what the stack held */
	return copy_to_user(u, name, sizeof(name)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'name' to user space with bytes never written before it: elements 1..31 of 'name' (offset 1..31); kernel stack contents leak [-Wuser-info-leak] */
}

long get_name_pad(const char *s, void __user *u)
{
	char name[32];

	strscpy_pad(name, s, sizeof(name));
	return copy_to_user(u, name, sizeof(name)) ? -EFAULT : 0;
}

long get_name_strncpy(const char *s, void __user *u)
{
	char name[32];

	strncpy(name, s, sizeof(name));
	return copy_to_user(u, name, sizeof(name)) ? -EFAULT : 0;
}

/* Only the string's length copied back: what the copy covers was written. */
long get_name_len(const char *s, void __user *u)
{
	char name[32];

	snprintf(name, sizeof(name), "%s", s);
	return copy_to_user(u, name, 1) ? -EFAULT : 0;
}

struct version {
	u32 major;
	u8 minor;
	char name[16];
};

/* A name member filled by a string copy, the rest of the struct assigned. */
long get_version_bad(void __user *u)
{
	struct version v; /* expect-note: 'v' declared here */

	v.major = 1;
	v.minor = 2;
	snprintf(v.name, sizeof(v.name), "drv"); /* expect-note: snprintf() writes the string and its nul only: the bytes after it keep what the stack held */
	return copy_to_user(u, &v, sizeof(v)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'v' to user space with bytes never written before it: elements 1..15 of 'v.name' (offset 6..20), and 3 more bytes; kernel stack contents leak [-Wuser-info-leak] */
}

struct stat_pair {
	struct {
		u16 lo;
		u32 hi;
	} a;
	u64 b;
};

/* Padding inside a nested structure. */
long get_pair(void __user *u)
{
	struct stat_pair p; /* expect-note: 'p' declared here */

	p.a.lo = 1;
	p.a.hi = 2;
	p.b = 3;
	return copy_to_user(u, &p, sizeof(p)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'p' to user space with bytes never written before it: 2 bytes of padding after 'p.a.lo' (offset 2..3); kernel stack contents leak [-Wuser-info-leak] */
}

union value {
	u8 byte;
	u64 wide;
};

/* A union whose small member only is written (kernel/sys.c-like value unions). */
long get_value(void __user *u, u8 x)
{
	union value v; /* expect-note: 'v' declared here */

	v.byte = x;
	return copy_to_user(u, &v, sizeof(v)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'v' to user space with bytes never written before it: 'v.wide' (offset 1..7); kernel stack contents leak [-Wuser-info-leak] */
}

long get_value_wide(void __user *u, u8 x)
{
	union value v;

	v.wide = 0;
	v.byte = x;
	return copy_to_user(u, &v, sizeof(v)) ? -EFAULT : 0;
}

struct flags {
	u32 on:1;
	u32 off:1;
	u32 level;
};

/*
 * Bit-fields: an assignment writes the bytes its bits lie in ('off'
 * shares its byte with 'on'); the bytes of the unit no bit-field uses are
 * padding.
 */
long get_flags(void __user *u, int on)
{
	struct flags f; /* expect-note: 'f' declared here */

	f.on = on;
	f.level = 3;
	return copy_to_user(u, &f, sizeof(f)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'f' to user space with bytes never written before it: 3 bytes of padding after 'f.off' (offset 1..3); kernel stack contents leak [-Wuser-info-leak] */
}

long get_flags_cleared(void __user *u, int on)
{
	struct flags f = { .level = 3 };

	f.on = on;
	return copy_to_user(u, &f, sizeof(f)) ? -EFAULT : 0;
}

/* get_user() into a member, the others assigned: all written. */
long echo(u32 __user *in, void __user *u)
{
	struct { u32 a, b; } r;

	if (get_user(r.a, in))
		return -EFAULT;
	r.b = 0;
	return copy_to_user(u, &r, sizeof(r)) ? -EFAULT : 0;
}
