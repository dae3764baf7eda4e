/*
 * The accessors as the user-memory checks read them (--dump-uaccess):
 * get_user() and __get_user() statement expressions around an asm (x86),
 * put_user(), unsafe_*() with their label, copy_*_user() static inlines,
 * the self-referential user_access_begin() macro, user_read_access_begin()
 * made of it, and an accessor inside a macro of the caller's (the compat
 * ioctl converters' "GET(field)" shape: its invocation text is in the
 * caller's macro body), and arguments that are macros themselves (a
 * constant, x86 signal code's get_user_seg() statement expression: their
 * tokens come into the accessor's expansion from another expansion).
 */
/* args: -I$DIR/inc -Wno-decl --dump-uaccess */
#include "uaccess.h"

struct s { u32 len; u64 ptr; };

#define GET(field) __get_user(k->field, &u->field)

long f(struct s __user *u, int __user *ip, struct s *k)
{
	struct s h;
	int v;

	if (get_user(v, ip))
		return -EFAULT;
	if (put_user(v + 1, ip))
		return -EFAULT;
	if (copy_from_user(&h, u, sizeof(h)))
		return -EFAULT;
	if (GET(len) | GET(ptr))
		return -EFAULT;
	if (!user_read_access_begin(u, sizeof(*u)))
		return -EFAULT;
	unsafe_get_user(v, &u->len, out);
	unsafe_put_user(v, ip, out);
	user_read_access_end();
	return copy_to_user(u, &h, sizeof(h)) ? -EFAULT : v;
out:
	user_access_end();
	return -EFAULT;
}

/* expect-output: f: get_user fetch errno macro root=STMT_EXPR:24:6 anchor=ASSIGN:24:6 user=ip object=v */
/* expect-output: f: put_user store errno macro root=STMT_EXPR:26:6 anchor=CALL:26:6 user=ip object=v + 1 */
/* expect-output: f: copy_from_user fetch count root=CALL:28:20 anchor=CALL:28:20 user=u kern=&h size=? bytes=16 */
/* expect-output: f: __get_user fetch errno macro unchecked root=STMT_EXPR:30:6 anchor=ASSIGN:30:6 user=&u->len object=k->len */
/* expect-output: f: __get_user fetch errno macro unchecked root=STMT_EXPR:30:17 anchor=ASSIGN:30:17 user=&u->ptr object=k->ptr */
/* expect-output: f: user_read_access_begin begin bool macro root=CALL:32:7 anchor=CALL:32:7 user=u size=? bytes=16 */
/* expect-output: f: unsafe_get_user fetch none macro unchecked block root=DO:34:2 anchor=ASSIGN:34:2 user=&u->len object=v label=out */
/* expect-output: f: unsafe_put_user store none macro unchecked block root=DO:35:2 anchor=ASM:35:2 user=ip object=v label=out */
/* expect-output: f: user_read_access_end end none macro root=CALL:36:2 anchor=CALL:36:2 */
/* expect-output: f: copy_to_user store count root=CALL:37:21 anchor=CALL:37:21 user=u kern=&h size=? bytes=16 */
/* expect-output: f: user_access_end end none macro root=CALL:39:2 anchor=CALL:39:2 */

#define MAGIC 0x46u
#define seg(x) ({ unsigned int v = x; v; })
int g(unsigned int __user *p)
{
	int e = __put_user(MAGIC, p);

	e |= __put_user(seg(3), p);
	return e;
}
/* expect-output: g: __put_user store errno macro unchecked root=STMT_EXPR:59:10 anchor=CALL:59:10 user=p object=70 */
/* expect-output: g: __put_user store errno macro unchecked root=STMT_EXPR:61:7 anchor=CALL:61:7 user=p object=? */

/* accessors in another macro's argument: expanded there first (arch/x86/kernel/signal.c's unlikely(__get_user())) */
int h(int __user *p, int __user *q)
{
	int x, y;

	if (unlikely(__get_user(x, p)))
		return -EFAULT;
	if (unlikely(!access_ok(q, 4)) || unlikely(get_user(y, q)))
		return -EFAULT;
	return x + y;
}
/* expect-output: h: __get_user fetch errno macro unchecked root=STMT_EXPR:72:6 anchor=ASSIGN:72:6 user=p object=x */
/* expect-output: h: access_ok check bool macro root=CALL:74:6 anchor=CALL:74:6 user=q size=4 bytes=4 */
/* expect-output: h: get_user fetch errno macro root=STMT_EXPR:74:36 anchor=ASSIGN:74:36 user=q object=y */
