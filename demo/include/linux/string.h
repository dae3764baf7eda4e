/* SPDX-License-Identifier: GPL-2.0 */
/* Demo subset of include/linux/string.h (Linux 6.1). */
#ifndef _LINUX_STRING_H_
#define _LINUX_STRING_H_

#include <linux/types.h>

extern void *memcpy(void *dest, const void *src, size_t count);
extern void *memset(void *s, int c, size_t count);
extern int memcmp(const void *cs, const void *ct, size_t count);
extern size_t strlen(const char *s);
extern size_t strscpy(char *dest, const char *src, size_t count);

#endif /* _LINUX_STRING_H_ */
