/* SPDX-License-Identifier: GPL-2.0 */
/* Demo subset of include/uapi/asm-generic/errno-base.h and include/linux/errno.h. */
#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

#define EIO		 5	/* I/O error */
#define ENOMEM		12	/* Out of memory */
#define EFAULT		14	/* Bad address */
#define EBUSY		16	/* Device or resource busy */
#define ENODEV		19	/* No such device */
#define EINVAL		22	/* Invalid argument */
#define ENOTTY		25	/* Not a typewriter */

#endif /* _LINUX_ERRNO_H */
