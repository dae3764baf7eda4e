/* SPDX-License-Identifier: GPL-2.0 */
/* Demo subset of include/linux/fs.h (Linux 6.1). */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H

#include <linux/types.h>

struct module;
struct inode;

struct file {
	unsigned int		f_flags;
	loff_t			f_pos;
	void			*private_data;
};

struct file_operations {
	struct module *owner;
	loff_t (*llseek)(struct file *, loff_t, int);
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
	long (*unlocked_ioctl)(struct file *, unsigned int, unsigned long);
	long (*compat_ioctl)(struct file *, unsigned int, unsigned long);
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
};

extern loff_t noop_llseek(struct file *file, loff_t offset, int whence);

#endif /* _LINUX_FS_H */
