/* The kernel's annotations as include/linux/compiler_types.h gives them to a checker. */
#define __user		__attribute__((noderef, address_space(__user)))
#define __iomem		__attribute__((noderef, address_space(__iomem)))
#define __percpu	__attribute__((noderef, address_space(__percpu)))
#define __rcu		__attribute__((noderef, address_space(__rcu)))
#define __kernel	__attribute__((address_space(0)))
#define __force		__attribute__((force))
#define NULL		((void *)0)
typedef unsigned long uintptr_t;
