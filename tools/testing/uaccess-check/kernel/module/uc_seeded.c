// SPDX-License-Identifier: GPL-2.0
/*
 * A misc device with one seeded bug for check-kernel.sh: uc_seeded_write()
 * reads the user's buffer through the __user pointer itself.  The correct
 * version, uc_seeded_read(), goes through copy_to_user() and must stay
 * silent.  check-kernel.sh looks for the warning on the line marked
 * "seeded".
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/uaccess.h>

static char uc_seeded_buf[64];

static ssize_t uc_seeded_read(struct file *file, char __user *ubuf,
			      size_t count, loff_t *ppos)
{
	if (count > sizeof(uc_seeded_buf))
		count = sizeof(uc_seeded_buf);
	if (copy_to_user(ubuf, uc_seeded_buf, count))
		return -EFAULT;
	return count;
}

static ssize_t uc_seeded_write(struct file *file, const char __user *ubuf,
			       size_t count, loff_t *ppos)
{
	if (count == 0)
		return 0;
	uc_seeded_buf[0] = ubuf[0];	/* seeded: __user pointer dereferenced */
	return count;
}

static const struct file_operations uc_seeded_fops = {
	.owner	= THIS_MODULE,
	.read	= uc_seeded_read,
	.write	= uc_seeded_write,
};

static struct miscdevice uc_seeded_dev = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "uc_seeded",
	.fops	= &uc_seeded_fops,
};

static int __init uc_seeded_init(void)
{
	return misc_register(&uc_seeded_dev);
}

static void __exit uc_seeded_exit(void)
{
	misc_deregister(&uc_seeded_dev);
}

module_init(uc_seeded_init);
module_exit(uc_seeded_exit);
MODULE_DESCRIPTION("uaccess-check: seeded __user bug for the Kbuild test");
MODULE_LICENSE("GPL");
