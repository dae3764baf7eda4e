/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Demo subset of include/asm-generic/io.h and include/linux/io.h
 * (Linux 6.1): MMIO accessors for __iomem pointers.
 */
#ifndef _LINUX_IO_H
#define _LINUX_IO_H

#include <linux/string.h>
#include <linux/types.h>

static inline u32 __raw_readl(const volatile void __iomem *addr)
{
	return *(const volatile u32 __force *)addr;
}

static inline void __raw_writel(u32 value, volatile void __iomem *addr)
{
	*(volatile u32 __force *)addr = value;
}

/* x86 is little-endian: the byte swaps of readl()/writel() are no-ops. */
#define __le32_to_cpu(x)	((__force u32)(__le32)(x))
#define __cpu_to_le32(x)	((__force __le32)(u32)(x))
#define le32_to_cpu		__le32_to_cpu
#define cpu_to_le32		__cpu_to_le32

static inline u32 readl(const volatile void __iomem *addr)
{
	return __le32_to_cpu((__le32 __force)__raw_readl(addr));
}

static inline void writel(u32 value, volatile void __iomem *addr)
{
	__raw_writel((u32 __force)__cpu_to_le32(value), addr);
}

static inline void memcpy_fromio(void *buffer, const volatile void __iomem *addr,
				 size_t size)
{
	memcpy(buffer, (const void __force *)addr, size);
}

static inline void memcpy_toio(volatile void __iomem *addr, const void *buffer,
			       size_t size)
{
	memcpy((void __force *)addr, buffer, size);
}

extern void __iomem *ioremap(phys_addr_t offset, size_t size);
extern void iounmap(volatile void __iomem *addr);

#endif /* _LINUX_IO_H */
