/* Kernel-style fragment: __bitwise types, endianness helpers, enums. */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef __u16 __bitwise __be16;
typedef __u32 __bitwise __le32;
#define cpu_to_be16(x) ((__force __be16)__builtin_bswap16(x))
#define le32_to_cpu(x) ((__force __u32)(__le32)(x))
enum { A = 1, B = A << 3 } e;
struct hdr { __be16 proto; __le32 len : 24; unsigned flags : 8; } __attribute__((packed));
static int ok(const struct hdr *h)
{
	return h->proto == cpu_to_be16(0x800) && le32_to_cpu(h->len) < 1500u;
}
