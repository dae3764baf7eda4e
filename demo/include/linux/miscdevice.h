/* SPDX-License-Identifier: GPL-2.0 */
/* Demo subset of include/linux/miscdevice.h (Linux 6.1). */
#ifndef _LINUX_MISCDEVICE_H
#define _LINUX_MISCDEVICE_H

#include <linux/fs.h>

#define MISC_DYNAMIC_MINOR	255

struct miscdevice {
	int minor;
	const char *name;
	const struct file_operations *fops;
};

extern int misc_register(struct miscdevice *misc);
extern void misc_deregister(struct miscdevice *misc);

#endif /* _LINUX_MISCDEVICE_H */
