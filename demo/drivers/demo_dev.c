// SPDX-License-Identifier: GPL-2.0
/*
 * demo_dev - a small character device, for the uaccess-check demo.
 *
 * The device has a block of MMIO registers: control, status, and a FIFO
 * of 32-bit samples.  /dev/demo gives user space read() of the samples,
 * write() of a command string, and ioctl()s to read the status and to
 * get and set the configuration.
 *
 * Every handler is written twice: the demo_wrong_*() version makes a
 * mistake the checker reports (see the "WRONG:" comments), the demo_*()
 * version next to it does it right and must stay silent.  The wrong ones
 * are registered as /dev/demo-wrong, so that gcc sees them used.
 *
 * Run "make demo" at the top of the uaccess-check tree to check this file.
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/ioctl.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/types.h>
#include <linux/uaccess.h>

#define DEMO_MMIO_BASE		0xfed40000UL
#define DEMO_FIFO_DEPTH		32

/* The register block, mapped with ioremap(): only readl()/writel() touch it. */
struct demo_regs {
	u32 ctrl;
#define DEMO_CTRL_ENABLE	0x1
#define DEMO_CTRL_RESET		0x2
#define DEMO_CTRL_IRQ		0x4
	u32 status;
#define DEMO_STATUS_READY	0x1
	u32 irq_mask;
	u32 fifo_level;
	u32 fifo[DEMO_FIFO_DEPTH];
};

/* The ioctl interface (a uapi header in a real driver). */
struct demo_config {
	u32 mode;
	u32 irq_mask;
	u64 log_buf;		/* a user-space address, as in many uapis */
	u32 log_len;
	u32 reserved;
};

/* demo_config.mode */
#define DEMO_MODE_POLL		0
#define DEMO_MODE_IRQ		1
#define DEMO_MODE_RESET		2

#define DEMO_IOC_MAGIC		'D'
#define DEMO_GET_STATUS		_IOR(DEMO_IOC_MAGIC, 1, u32)
#define DEMO_SET_MODE		_IOW(DEMO_IOC_MAGIC, 2, u32)
#define DEMO_GET_CONFIG		_IOR(DEMO_IOC_MAGIC, 3, struct demo_config)
#define DEMO_SET_CONFIG		_IOW(DEMO_IOC_MAGIC, 4, struct demo_config)
#define DEMO_RESET_FIFO		_IO(DEMO_IOC_MAGIC, 5)

/* The descriptor the device writes in memory (DMA) after each batch: little-endian. */
struct demo_desc {
	__le32 count;
#define DEMO_DESC_COUNT		0xffff
	__le32 flags;
};

struct demo_dev {
	struct demo_regs __iomem *regs;
	struct demo_desc *desc;
	struct demo_config config;
	u32 samples[DEMO_FIFO_DEPTH];
	u8 watermark;		/* wake readers when that many samples are queued */
	char cmd[64];
	u64 cmd_tsc;		/* when the last command came */
};

static struct demo_dev demo;

/* ---- the mode applied to the control register ---- */

static u32 demo_wrong_mode_ctrl(u32 mode)
{
	u32 ctrl = DEMO_CTRL_ENABLE;

	/* WRONG: the case label lost in an edit: the statement never runs */
	switch (mode) {
		ctrl |= DEMO_CTRL_IRQ;
	}
	return ctrl;
}

static u32 demo_mode_ctrl(u32 mode)
{
	u32 ctrl = DEMO_CTRL_ENABLE;

	switch (mode) {
	case DEMO_MODE_IRQ:
		ctrl |= DEMO_CTRL_IRQ;
		break;
	}
	return ctrl;
}

static void demo_wrong_apply_mode(struct demo_dev *dev)
{
	/* WRONG: '=' for '==': every mode becomes a reset */
	if (dev->config.mode = DEMO_MODE_RESET)
		writel(DEMO_CTRL_RESET, &dev->regs->ctrl);
	writel(demo_wrong_mode_ctrl(dev->config.mode), &dev->regs->ctrl);
}

static void demo_apply_mode(struct demo_dev *dev)
{
	if (dev->config.mode == DEMO_MODE_RESET)
		writel(DEMO_CTRL_RESET, &dev->regs->ctrl);
	writel(demo_mode_ctrl(dev->config.mode), &dev->regs->ctrl);
}

/* ---- DEMO_SET_MODE: one value from user space ---- */

static long demo_wrong_set_mode(struct demo_dev *dev, u32 __user *argp)
{
	/* WRONG: reads user memory directly, unchecked, and may fault */
	dev->config.mode = *argp;
	demo_wrong_apply_mode(dev);
	return 0;
}

static long demo_set_mode(struct demo_dev *dev, u32 __user *argp)
{
	if (get_user(dev->config.mode, argp))
		return -EFAULT;
	demo_apply_mode(dev);
	return 0;
}

/* ---- DEMO_SET_CONFIG: a structure from user space ---- */

static long demo_wrong_set_config(struct demo_dev *dev,
				  struct demo_config __user *argp)
{
	/* WRONG: memcpy() trusts a pointer the user chose */
	memcpy(&dev->config, argp, sizeof(dev->config));
	return 0;
}

static long demo_set_config(struct demo_dev *dev,
			    struct demo_config __user *argp)
{
	struct demo_config conf;

	if (copy_from_user(&conf, argp, sizeof(conf)))
		return -EFAULT;
	if (conf.reserved)
		return -EINVAL;
	dev->config = conf;
	return 0;
}

/* ---- DEMO_GET_CONFIG: a structure to user space ---- */

static long demo_wrong_get_config(struct demo_dev *dev,
				  struct demo_config __user *argp)
{
	/* WRONG: the arguments of copy_to_user() swapped */
	if (copy_to_user(&dev->config, argp, sizeof(dev->config)))
		return -EFAULT;
	return 0;
}

static long demo_get_config(struct demo_dev *dev,
			    struct demo_config __user *argp)
{
	if (copy_to_user(argp, &dev->config, sizeof(dev->config)))
		return -EFAULT;
	return 0;
}

/* ---- DEMO_GET_STATUS: a device register to user space ---- */

static long demo_wrong_get_status(struct demo_dev *dev, u32 __user *argp)
{
	/* WRONG: an MMIO register read as if it were memory */
	u32 status = dev->regs->status;

	return put_user(status, argp);
}

static long demo_get_status(struct demo_dev *dev, u32 __user *argp)
{
	u32 status = readl(&dev->regs->status);

	return put_user(status, argp);
}

/* ---- the log buffer, whose user address comes in a u64 ---- */

static int demo_write_log(struct demo_dev *dev, const void *msg, u32 len)
{
	void __user *log = u64_to_user_ptr(dev->config.log_buf);

	if (len > dev->config.log_len)
		len = dev->config.log_len;
	return copy_to_user(log, msg, len) ? -EFAULT : 0;
}

/* ---- the number of samples the device reported in its descriptor ---- */

static size_t demo_wrong_batch(struct demo_dev *dev)
{
	/* WRONG: a little-endian field used as a number: right on x86 only */
	return dev->desc->count & DEMO_DESC_COUNT;
}

static size_t demo_batch(struct demo_dev *dev)
{
	return le32_to_cpu(dev->desc->count) & DEMO_DESC_COUNT;
}

/* ---- the FIFO watermark: an 8-bit count of samples ---- */

static long demo_wrong_reset_fifo(struct demo_dev *dev)
{
	/* WRONG: 256 (bytes, not samples) does not fit in a u8: the watermark becomes 0 */
	dev->watermark = DEMO_FIFO_DEPTH * sizeof(u32) * 2;
	writel(DEMO_CTRL_RESET, &dev->regs->ctrl);
	return 0;
}

static long demo_reset_fifo(struct demo_dev *dev)
{
	dev->watermark = DEMO_FIFO_DEPTH / 2;
	writel(DEMO_CTRL_RESET, &dev->regs->ctrl);
	return 0;
}

/* ---- the time stamp counter, for the time of a command ---- */

static u64 demo_wrong_tsc(void)
{
	u64 tsc;

	/* WRONG: %1 names no operand: the asm has one, %0 */
	asm volatile("rdtsc\n\tshl $32, %%rdx\n\tor %%rdx, %1" : "=a" (tsc) : : "rdx");
	return tsc;
}

static u64 demo_tsc(void)
{
	u64 tsc;

	asm volatile("rdtsc\n\tshl $32, %%rdx\n\tor %%rdx, %0" : "=a" (tsc) : : "rdx");
	return tsc;
}

/* ---- read(): the FIFO's samples to user space ---- */

static ssize_t demo_wrong_read(struct file *file, char __user *buf,
			       size_t count, loff_t *ppos)
{
	struct demo_dev *dev = file->private_data;

	if (count > demo_wrong_batch(dev) * sizeof(u32))
		count = demo_wrong_batch(dev) * sizeof(u32);
	if (count > sizeof(dev->samples))
		count = sizeof(dev->samples);
	/* WRONG: memcpy() from MMIO, which needs memcpy_fromio() */
	memcpy(dev->samples, dev->regs->fifo, count);
	if (copy_to_user(buf, dev->samples, count))
		return -EFAULT;
	return count;
}

static ssize_t demo_read(struct file *file, char __user *buf,
			 size_t count, loff_t *ppos)
{
	struct demo_dev *dev = file->private_data;

	if (count > demo_batch(dev) * sizeof(u32))
		count = demo_batch(dev) * sizeof(u32);
	if (count > sizeof(dev->samples))
		count = sizeof(dev->samples);
	memcpy_fromio(dev->samples, dev->regs->fifo, count);
	if (copy_to_user(buf, dev->samples, count))
		return -EFAULT;
	return count;
}

/* ---- write(): a command string from user space ---- */

static ssize_t demo_wrong_write(struct file *file, const char __user *buf,
				size_t count, loff_t *ppos)
{
	struct demo_dev *dev = file->private_data;

	if (count >= sizeof(dev->cmd))
		return -EINVAL;
	/* WRONG: a cast that drops __user, to make the compiler quiet */
	strscpy(dev->cmd, (const char *)buf, count + 1);
	dev->cmd_tsc = demo_wrong_tsc();
	/* WRONG: and an MMIO register written as if it were memory */
	dev->regs->ctrl = DEMO_CTRL_ENABLE;
	return count;
}

static ssize_t demo_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	struct demo_dev *dev = file->private_data;

	if (count >= sizeof(dev->cmd))
		return -EINVAL;
	if (copy_from_user(dev->cmd, buf, count))
		return -EFAULT;
	dev->cmd[count] = '\0';
	dev->cmd_tsc = demo_tsc();
	writel(DEMO_CTRL_ENABLE, &dev->regs->ctrl);
	demo_write_log(dev, dev->cmd, count);
	return count;
}

/* ---- the device's identity, DEMO_GET_INFO ---- */

struct demo_info {
	u8 version;
	u32 fifo_depth;		/* after 3 bytes of padding */
	u64 cmd_tsc;
};
#define DEMO_GET_INFO		_IOR(DEMO_IOC_MAGIC, 6, struct demo_info)

static long demo_wrong_get_info(struct demo_dev *dev, void __user *argp)
{
	struct demo_info info;

	info.version = 1;
	info.fifo_depth = DEMO_FIFO_DEPTH;
	info.cmd_tsc = dev->cmd_tsc;
	/* WRONG: the padding after 'version' is stack memory, copied out */
	return copy_to_user(argp, &info, sizeof(info)) ? -EFAULT : 0;
}

static long demo_get_info(struct demo_dev *dev, void __user *argp)
{
	struct demo_info info = {};

	info.version = 1;
	info.fifo_depth = DEMO_FIFO_DEPTH;
	info.cmd_tsc = dev->cmd_tsc;
	return copy_to_user(argp, &info, sizeof(info)) ? -EFAULT : 0;
}

/* ---- ioctl() ---- */

static long demo_wrong_ioctl(struct file *file, unsigned int cmd,
			     unsigned long arg)
{
	struct demo_dev *dev = file->private_data;
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case DEMO_GET_STATUS:
		return demo_wrong_get_status(dev, argp);
	case DEMO_SET_MODE:
		return demo_wrong_set_mode(dev, argp);
	case DEMO_GET_CONFIG:
		return demo_wrong_get_config(dev, argp);
	case DEMO_SET_CONFIG:
		return demo_wrong_set_config(dev, argp);
	case DEMO_RESET_FIFO:
		return demo_wrong_reset_fifo(dev);
	case DEMO_GET_INFO:
		return demo_wrong_get_info(dev, argp);
	}
	return -ENOTTY;
}

static long demo_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct demo_dev *dev = file->private_data;
	void __user *argp = (void __user *)arg;

	switch (cmd) {
	case DEMO_GET_STATUS:
		return demo_get_status(dev, argp);
	case DEMO_SET_MODE:
		return demo_set_mode(dev, argp);
	case DEMO_GET_CONFIG:
		return demo_get_config(dev, argp);
	case DEMO_SET_CONFIG:
		return demo_set_config(dev, argp);
	case DEMO_RESET_FIFO:
		return demo_reset_fifo(dev);
	case DEMO_GET_INFO:
		return demo_get_info(dev, argp);
	}
	return -ENOTTY;
}

static int demo_open(struct inode *inode, struct file *file)
{
	file->private_data = &demo;
	return 0;
}

static const struct file_operations demo_fops = {
	.owner		= THIS_MODULE,
	.llseek		= noop_llseek,
	.read		= demo_read,
	.write		= demo_write,
	.unlocked_ioctl	= demo_ioctl,
	.open		= demo_open,
};

static const struct file_operations demo_wrong_fops = {
	.owner		= THIS_MODULE,
	.llseek		= noop_llseek,
	.read		= demo_wrong_read,
	.write		= demo_wrong_write,
	.unlocked_ioctl	= demo_wrong_ioctl,
	.open		= demo_open,
};

static struct miscdevice demo_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "demo",
	.fops	= &demo_fops,
};

static struct miscdevice demo_wrong_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "demo-wrong",
	.fops	= &demo_wrong_fops,
};

static int __init demo_init(void)
{
	int ret;

	demo.regs = ioremap(DEMO_MMIO_BASE, sizeof(struct demo_regs));
	if (!demo.regs)
		return -ENOMEM;
	writel(DEMO_CTRL_RESET, &demo.regs->ctrl);
	ret = misc_register(&demo_misc);
	if (ret)
		goto err_unmap;
	ret = misc_register(&demo_wrong_misc);
	if (ret)
		goto err_deregister;
	return 0;

err_deregister:
	misc_deregister(&demo_misc);
err_unmap:
	iounmap(demo.regs);
	return ret;
}

static void __exit demo_exit(void)
{
	misc_deregister(&demo_wrong_misc);
	misc_deregister(&demo_misc);
	writel(0, &demo.regs->ctrl);
	iounmap(demo.regs);
}

module_init(demo_init);
module_exit(demo_exit);

MODULE_DESCRIPTION("uaccess-check demo driver");
MODULE_LICENSE("GPL");
