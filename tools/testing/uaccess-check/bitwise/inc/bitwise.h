/* The kernel's restricted types and byte-order helpers, as the headers write them. */
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif

typedef unsigned char __u8;
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef unsigned long long __u64;
typedef __u16 u16;
typedef __u32 u32;
typedef __u64 u64;

typedef __u16 __bitwise __le16;
typedef __u16 __bitwise __be16;
typedef __u32 __bitwise __le32;
typedef __u32 __bitwise __be32;
typedef __u64 __bitwise __le64;
typedef __u16 __bitwise __sum16;
typedef __u32 __bitwise __wsum;
typedef unsigned int __bitwise gfp_t;
typedef unsigned int __bitwise __poll_t;

#define ___constant_swab16(x) ((__u16)((((__u16)(x) & (__u16)0x00ffU) << 8) | \
				       (((__u16)(x) & (__u16)0xff00U) >> 8)))
#define ___constant_swab32(x) ((__u32)((((__u32)(x) & (__u32)0x000000ffUL) << 24) | \
				       (((__u32)(x) & (__u32)0x0000ff00UL) << 8) | \
				       (((__u32)(x) & (__u32)0x00ff0000UL) >> 8) | \
				       (((__u32)(x) & (__u32)0xff000000UL) >> 24)))
#define __swab16(x) (__builtin_constant_p((__u16)(x)) ? ___constant_swab16(x) : __builtin_bswap16(x))
#define __swab32(x) (__builtin_constant_p((__u32)(x)) ? ___constant_swab32(x) : __builtin_bswap32(x))

#define __cpu_to_le16(x) ((__force __le16)(__u16)(x))
#define __le16_to_cpu(x) ((__force __u16)(__le16)(x))
#define __cpu_to_le32(x) ((__force __le32)(__u32)(x))
#define __le32_to_cpu(x) ((__force __u32)(__le32)(x))
#define __cpu_to_le64(x) ((__force __le64)(__u64)(x))
#define __le64_to_cpu(x) ((__force __u64)(__le64)(x))
#define __cpu_to_be16(x) ((__force __be16)__swab16((x)))
#define __be16_to_cpu(x) __swab16((__force __u16)(__be16)(x))
#define __cpu_to_be32(x) ((__force __be32)__swab32((x)))
#define __be32_to_cpu(x) __swab32((__force __u32)(__be32)(x))

#define cpu_to_le16 __cpu_to_le16
#define le16_to_cpu __le16_to_cpu
#define cpu_to_le32 __cpu_to_le32
#define le32_to_cpu __le32_to_cpu
#define cpu_to_le64 __cpu_to_le64
#define le64_to_cpu __le64_to_cpu
#define cpu_to_be16 __cpu_to_be16
#define be16_to_cpu __be16_to_cpu
#define cpu_to_be32 __cpu_to_be32
#define be32_to_cpu __be32_to_cpu
#define htons(x) cpu_to_be16(x)
#define ntohs(x) be16_to_cpu(x)
#define htonl(x) cpu_to_be32(x)
#define ntohl(x) be32_to_cpu(x)

static inline __u16 be16_to_cpup(const __be16 *p)
{
	return __be16_to_cpu(*p);
}

static inline void le32_add_cpu(__le32 *var, u32 val)
{
	*var = cpu_to_le32(le32_to_cpu(*var) + val);
}

static inline u32 get_unaligned_le32(const void *p)
{
	return le32_to_cpu(*(const __le32 *)p);
}

static inline __sum16 csum_fold(__wsum csum)
{
	u32 sum = (__force u32)csum;

	sum = (sum & 0xffff) + (sum >> 16);
	sum = (sum & 0xffff) + (sum >> 16);
	return (__force __sum16)~sum;
}

static inline __wsum csum_add(__wsum csum, __wsum addend)
{
	u32 res = (__force u32)csum;

	res += (__force u32)addend;
	return (__force __wsum)(res + (res < (__force u32)addend));
}

#define ___GFP_DMA 0x01u
#define ___GFP_HIGHMEM 0x02u
#define __GFP_DMA ((__force gfp_t)___GFP_DMA)
#define __GFP_HIGHMEM ((__force gfp_t)___GFP_HIGHMEM)
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
#define EPOLLIN ((__force __poll_t)0x00000001)
#define EPOLLOUT ((__force __poll_t)0x00000004)
