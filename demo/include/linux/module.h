/* SPDX-License-Identifier: GPL-2.0 */
/* Demo subset of include/linux/module.h and include/linux/init.h (Linux 6.1). */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

#include <linux/compiler_types.h>

struct module;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)

#define __init		__section(".init.text")
#define __exit		__section(".exit.text")

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

#define module_init(initfn)					\
	static inline initcall_t __maybe_unused __inittest(void)	\
	{ return initfn; }					\
	int init_module(void) __attribute__((alias(#initfn)));

#define module_exit(exitfn)					\
	static inline exitcall_t __maybe_unused __exittest(void)	\
	{ return exitfn; }					\
	void cleanup_module(void) __attribute__((alias(#exitfn)));

#define __MODULE_INFO(tag, name, info)					\
	static const char __PASTE(__UNIQUE_ID_, name)[]			\
	__used __section(".modinfo") __attribute__((aligned(1)))	\
	= #tag "=" info
#define ___PASTE(a, b)	a##b
#define __PASTE(a, b)	___PASTE(a, b)
#define MODULE_LICENSE(_license)	__MODULE_INFO(license, license, _license)
#define MODULE_DESCRIPTION(_desc)	__MODULE_INFO(description, description, _desc)

#endif /* _LINUX_MODULE_H */
