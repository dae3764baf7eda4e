/*
 * The accessors as the user-memory checks read them (--dump-uaccess):
 * get_user() and __get_user() statement expressions around an asm (x86),
 * put_user(), unsafe_*() with their label, copy_*_user() static inlines,
 * the self-referential user_access_begin() macro, user_read_access_begin()
 * made of it, and an accessor inside a macro of the caller's (the compat
 * ioctl converters' "GET(field)" shape: its invocation text is in the
 * caller's macro body).
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
/* expect-output: f: get_user fetch errno macro root=STMT_EXPR:22:6 anchor=ASSIGN:22:6 user=ip object=v */
/* expect-output: f: put_user store errno macro root=STMT_EXPR:24:6 anchor=CALL:24:6 user=ip object=v + 1 */
/* expect-output: f: copy_from_user fetch count root=CALL:26:20 anchor=CALL:26:20 user=u kern=&h size=? bytes=16 */
/* expect-output: f: __get_user fetch errno macro unchecked root=STMT_EXPR:28:6 anchor=ASSIGN:28:6 user=&u->len object=k->len */
/* expect-output: f: __get_user fetch errno macro unchecked root=STMT_EXPR:28:17 anchor=ASSIGN:28:17 user=&u->ptr object=k->ptr */
/* expect-output: f: user_read_access_begin begin bool macro root=CALL:30:7 anchor=CALL:30:7 user=u size=? bytes=16 */
/* expect-output: f: unsafe_get_user fetch none macro unchecked block root=DO:32:2 anchor=ASSIGN:32:2 user=&u->len object=v label=out */
/* expect-output: f: unsafe_put_user store none macro unchecked block root=DO:33:2 anchor=ASM:33:2 user=ip object=v label=out */
/* expect-output: f: user_read_access_end end none macro root=CALL:34:2 anchor=CALL:34:2 */
/* expect-output: f: copy_to_user store count root=CALL:35:21 anchor=CALL:35:21 user=u kern=&h size=? bytes=16 */
/* expect-output: f: user_access_end end none macro root=CALL:37:2 anchor=CALL:37:2 */
