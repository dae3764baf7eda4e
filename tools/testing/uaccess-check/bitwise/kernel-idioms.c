/* args: -I$DIR/inc */
/*
 * What the kernel does with restricted types goes through silently: the
 * byte-order helpers and their macro layers, the accessors with __force in
 * their own bodies, checksums, GFP and poll flags, typeof keeping the
 * restriction, READ_ONCE() of a restricted object: _Generic and
 * __builtin_types_compatible_p see a restricted type as a type of its own,
 * as sparse does and as __unqual_scalar_typeof() expects under __CHECKER__
 * (gcc sees unsigned int).
 */
#include "bitwise.h"

#define __scalar_type_to_expr_cases(type) \
	unsigned type: (unsigned type)0, signed type: (signed type)0
#define __unqual_scalar_typeof(x) typeof(_Generic((x), char: (char)0, \
	__scalar_type_to_expr_cases(char), __scalar_type_to_expr_cases(short), \
	__scalar_type_to_expr_cases(int), __scalar_type_to_expr_cases(long), \
	__scalar_type_to_expr_cases(long long), default: (x)))
#define READ_ONCE(x) (*(const volatile __unqual_scalar_typeof(x) *)&(x))

struct desc {
	__le32 addr;
	__le16 len;
	__be16 proto;
	__be32 saddr;
	__sum16 check;
	__le64 id;
};

u32 idioms(struct desc *d, const void *raw, u32 v, gfp_t gfp, __poll_t mask)
{
	u32 r = le32_to_cpu(d->addr) + le16_to_cpu(d->len);
	typeof(d->addr) copy = d->addr;

	d->addr = cpu_to_le32(v);
	d->len = cpu_to_le16(v & 0xffff);
	d->proto = htons(0x0800);
	d->saddr = htonl(v);
	d->id = cpu_to_le64((u64)v << 32);
	r += ntohs(d->proto) + ntohl(d->saddr) + be16_to_cpup(&d->proto);
	r += be32_to_cpu(d->saddr) + get_unaligned_le32(raw);
	r += (u32)le64_to_cpu(d->id);
	le32_add_cpu(&d->addr, 4);
	d->check = csum_fold(csum_add((__force __wsum)v, (__force __wsum)r));
	if (d->addr == cpu_to_le32(0x10) || copy == d->addr || READ_ONCE(d->addr) == copy)
		r++;
	if ((gfp & __GFP_DMA) && !(gfp & __GFP_HIGHMEM) && gfp != GFP_KERNEL)
		r++;
	if (mask & (EPOLLIN | EPOLLOUT))
		r++;
	r += _Generic(d->addr, u32: 1, default: 2);
	_Static_assert(!__builtin_types_compatible_p(__le32, u32), "a type of its own");
	_Static_assert(__builtin_types_compatible_p(typeof(d->addr), __le32), "typeof keeps it");
	_Static_assert(_Generic((__le32)0, __le32: 1, __be32: 2, default: 3) == 1, "_Generic");
	return r;
}
/* args: -Wno-decl */
