/*
 * The checker's other type attributes as <linux/compiler_types.h> and
 * <linux/types.h> spell them under __CHECKER__ (force, bitwise, nocast,
 * safe, noderef), in declarations and casts.  gcc ignores them with
 * -Wattributes warnings; the checker knows them and stays silent.
 */
#define __bitwise	__attribute__((bitwise))
#define __force		__attribute__((force))
#define __nocast	__attribute__((nocast))
#define __safe		__attribute__((safe))
#define __user		__attribute__((noderef, address_space(__user)))

typedef unsigned int __bitwise __le32;
typedef unsigned short __attribute__((__bitwise__)) __be16;
typedef unsigned long __nocast cputime_t;
typedef unsigned int __bitwise gfp_t;

#define GFP_KERNEL ((__force gfp_t)0x400u)

static inline unsigned int le32_to_cpu(__le32 x)
{
	return (__force unsigned int)x;
}

static inline __le32 cpu_to_le32(unsigned int x)
{
	return (__force __le32)x;
}

int g(void *__safe p, gfp_t flags);

void *f(char __user *ubuf)
{
	__le32 v = cpu_to_le32(1);
	char *k = (char __force *)ubuf;

	(void)le32_to_cpu(v);
	(void)g(k, GFP_KERNEL);
	return (void __force *)ubuf;
}
/* args: -Wno-decl */
