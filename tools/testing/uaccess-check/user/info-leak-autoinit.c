/*
 * -Wuser-info-leak in a unit built with -ftrivial-auto-var-init=zero
 * (CONFIG_INIT_STACK_ALL_ZERO, the default of both corpora): the leak is
 * still reported, since the source leaves the bytes unwritten in every
 * build without it, with a note that this one zeroes them.  Pattern of
 * the drivers' "get info" ioctls (drivers/char/, drivers/media/).
 */
/* args: -I$DIR/inc -Wno-decl -ftrivial-auto-var-init=zero */
#include "uaccess.h"

struct caps {
	unsigned char version;
	unsigned int caps;
};

long get_caps(void __user *u)
{
	struct caps c; /* expect-note: 'c' declared here */ /* expect-note: this build zero-initialises stack variables (-ftrivial-auto-var-init=zero): the bytes are 0 here, not in builds without it */

	c.version = 1;
	c.caps = 7;
	return copy_to_user(u, &c, sizeof(c)) ? -EFAULT : 0; /* expect-warning: copy_to_user() copies 'c' to user space with bytes never written before it: 3 bytes of padding after 'c.version' (offset 1..3); kernel stack contents leak [-Wuser-info-leak] */
}

long get_caps_cleared(void __user *u)
{
	struct caps c = { .version = 1, .caps = 7 };

	return copy_to_user(u, &c, sizeof(c)) ? -EFAULT : 0;
}
