/*
 * -Wuser-size, (a) and (d): a length from user space as the byte count of
 * a copy into or out of a fixed-size object.  Each bug beside its fix.
 *   ppp_set_compress() (drivers/net/ppp/ppp_generic.c): a header copied
 *     in, then its length bounds a second copy into a stack array;
 *   sk_getsockopt() (net/core/sock.c): "int len" read with get_user(),
 *     clamped with min_t(), a negative len refused first;
 *   copy_user_segment_list() (kernel/kexec_core.c): a count checked,
 *     then multiplied into the byte count of a fixed array's copy.
 */
/* args: -I$DIR/inc -Wno-decl -Wno-user-copy-result */
#include "uaccess.h"

/* 6.1's min_t(): __careful_cmp() on two casts, a statement expression when not constant */
#define __cmp(x, y, op)	((x) op (y) ? (x) : (y))
#define min_t(type, x, y)						\
	({ type __x = (type)(x); type __y = (type)(y); __cmp(__x, __y, <); })
#define min(x, y)	__cmp(x, y, <)

#define CCP_MAX_OPTION_LENGTH	32

struct ppp_option_data {
	u8 __user *ptr;
	u32 length;
	int transmit;
};

int ppp_set_compress_bad(void __user *argp)
{
	struct ppp_option_data data;
	u8 ccp_option[CCP_MAX_OPTION_LENGTH];

	if (copy_from_user(&data, argp, sizeof(data))) /* expect-note: copy_from_user() reads it from user space here */
		return -EFAULT;
	if (copy_from_user(ccp_option, (void __user *)data.ptr, data.length)) /* expect-warning: 'data.length' comes from user space (copy_from_user at 33:6) and is used as the byte count of a copy into 'ccp_option' (32 bytes) with no bound check on this path [-Wuser-size] */
		return -EFAULT;
	return ccp_option[0];
}

int ppp_set_compress(void __user *argp)
{
	struct ppp_option_data data;
	u8 ccp_option[CCP_MAX_OPTION_LENGTH];

	if (copy_from_user(&data, argp, sizeof(data)))
		return -EFAULT;
	if (data.length > CCP_MAX_OPTION_LENGTH)
		return -EINVAL;
	if (copy_from_user(ccp_option, (void __user *)data.ptr, data.length))
		return -EFAULT;
	return ccp_option[0];
}

/* the bound on one path only: the other still copies too much */
int ppp_set_compress_one_path(void __user *argp, int strict)
{
	struct ppp_option_data data;
	u8 ccp_option[CCP_MAX_OPTION_LENGTH];

	if (copy_from_user(&data, argp, sizeof(data))) /* expect-note: copy_from_user() reads it from user space here */
		return -EFAULT;
	if (strict && data.length > CCP_MAX_OPTION_LENGTH)
		return -EINVAL;
	if (copy_from_user(ccp_option, (void __user *)data.ptr, data.length)) /* expect-warning: 'data.length' comes from user space (copy_from_user at 60:6) and is used as the byte count of a copy into 'ccp_option' (32 bytes) with no bound check on this path [-Wuser-size] */
		return -EFAULT;
	return ccp_option[0];
}

struct linger {
	int l_onoff;
	int l_linger;
};

int sk_getsockopt_bad(char __user *optval, int __user *optlen)
{
	struct linger ling = { 1, 2 };
	int len;

	if (get_user(len, optlen)) /* expect-note: get_user() reads it from user space here */
		return -EFAULT;
	if (copy_to_user(optval, &ling, len)) /* expect-warning: 'len' comes from user space (get_user at 79:6) and is used as the byte count of a copy out of 'ling' (8 bytes) with no bound check on this path [-Wuser-size] */
		return -EFAULT;
	return 0;
}

int sk_getsockopt_negative(char __user *optval, int __user *optlen)
{
	struct linger ling = { 1, 2 };
	int len;

	if (get_user(len, optlen)) /* expect-note: get_user() reads it from user space here */
		return -EFAULT;
	if (len > (int)sizeof(ling))
		return -EINVAL;
	if (copy_to_user(optval, &ling, len)) /* expect-warning: 'len' is signed and only checked against an upper bound (at 93:10): a negative value passes as the byte count of a copy out of 'ling' (8 bytes) [-Wuser-size] */
		return -EFAULT;
	return 0;
}

int sk_getsockopt(char __user *optval, int __user *optlen)
{
	struct linger ling = { 1, 2 };
	int len;

	if (get_user(len, optlen))
		return -EFAULT;
	if (len < 0)
		return -EINVAL;
	len = min_t(unsigned int, len, sizeof(ling));
	if (copy_to_user(optval, &ling, len))
		return -EFAULT;
	return put_user(len, optlen);
}

/* "(unsigned int)len > size": the comparison is unsigned, a negative len fails it */
int sk_getsockopt_cast(char __user *optval, int __user *optlen)
{
	struct linger ling = { 1, 2 };
	int len;

	if (get_user(len, optlen))
		return -EFAULT;
	if ((unsigned int)len > sizeof(ling))
		return -EINVAL;
	if (copy_to_user(optval, &ling, len))
		return -EFAULT;
	return 0;
}

int sk_getsockopt_min(char __user *optval, int __user *optlen)
{
	struct linger ling = { 1, 2 };
	unsigned int len;

	if (get_user(len, optlen))
		return -EFAULT;
	if (copy_to_user(optval, &ling, min(len, (unsigned int)sizeof(ling))))
		return -EFAULT;
	return 0;
}

#define KEXEC_SEGMENT_MAX 16

struct kexec_segment {
	void __user *buf;
	size_t bufsz;
};

struct kimage {
	unsigned long nr_segments;
	struct kexec_segment segment[KEXEC_SEGMENT_MAX];
};

int kexec_load_bad(struct kimage *image, const struct kexec_segment __user *segments,
		   unsigned long __user *unr)
{
	unsigned long nr_segments, segment_bytes;

	if (get_user(nr_segments, unr)) /* expect-note: get_user() reads it from user space here */
		return -EFAULT;
	segment_bytes = nr_segments * sizeof(*segments);
	return copy_from_user(image->segment, segments, segment_bytes); /* expect-warning: 'segment_bytes' comes from user space (get_user at 159:6) and is used as the byte count of a copy into 'image->segment' (256 bytes) with no bound check on this path [-Wuser-size] */
}

/* the count checked after the product was computed from it: the product is bounded too */
int kexec_load(struct kimage *image, const struct kexec_segment __user *segments,
	       unsigned long __user *unr)
{
	unsigned long nr_segments, segment_bytes;

	if (get_user(nr_segments, unr))
		return -EFAULT;
	segment_bytes = nr_segments * sizeof(*segments);
	if (nr_segments > KEXEC_SEGMENT_MAX)
		return -EINVAL;
	return copy_from_user(image->segment, segments, segment_bytes);
}

/* into memory of a size the code does not show: not this check's business */
int copy_into_pointer(char *dst, const void __user *u, u32 __user *ulen)
{
	u32 len;

	if (get_user(len, ulen))
		return -EFAULT;
	return copy_from_user(dst, u, len);
}

/* memcpy() out of a fixed buffer, with the length of a user header */
struct msg {
	u16 len;
	u8 data[64];
};

int msg_copy_bad(void *out, const void __user *u)
{
	struct msg m;

	if (copy_from_user(&m, u, sizeof(m))) /* expect-note: copy_from_user() reads it from user space here */
		return -EFAULT;
	memcpy(out, m.data, m.len); /* expect-warning: 'm.len' comes from user space (copy_from_user at 199:6) and is used as the byte count of a copy out of 'm.data' (64 bytes) with no bound check on this path [-Wuser-size] */
	return 0;
}

int msg_copy(void *out, const void __user *u)
{
	struct msg m;

	if (copy_from_user(&m, u, sizeof(m)))
		return -EFAULT;
	if (m.len >= sizeof(m.data))
		return -EINVAL;
	memcpy(out, m.data, m.len);
	return 0;
}

/* a signed length against a variable: which bound it is, the direction does not say */
int sk_getsockopt_var(char __user *optval, int __user *optlen, int min_len)
{
	struct linger ling = { 1, 2 };
	int len;

	if (get_user(len, optlen))
		return -EFAULT;
	if (len < min_len || len > (int)sizeof(ling))
		return -EINVAL;
	if (copy_to_user(optval, &ling, len))
		return -EFAULT;
	return 0;
}

/*
 * do_procmap_query() (6.12's fs/proc/task_mmu.c): the user's size is
 * replaced by the kernel's where it is nonzero; where it is zero the copy
 * is not done.  The false edge of "if (size)" is size == 0.
 */
struct procmap_query {
	u64 build_id_addr;
	u32 build_id_size;
};

extern int build_id_parse(u8 *buf, u32 *size);

int procmap_query(struct procmap_query __user *uarg)
{
	struct procmap_query karg;
	u8 build_id_buf[20];
	u32 build_id_sz;

	if (copy_from_user(&karg, uarg, sizeof(karg)))
		return -EFAULT;
	if (karg.build_id_size) {
		if (build_id_parse(build_id_buf, &build_id_sz))
			karg.build_id_size = 0;
		else if (karg.build_id_size < build_id_sz)
			return -E2BIG;
		else
			karg.build_id_size = build_id_sz;
	}
	if (karg.build_id_size && copy_to_user((void __user *)(uintptr_t)karg.build_id_addr,
					       build_id_buf, karg.build_id_size))
		return -EFAULT;
	return 0;
}

int procmap_query_bad(struct procmap_query __user *uarg)
{
	struct procmap_query karg;
	u8 build_id_buf[20] = {};

	if (copy_from_user(&karg, uarg, sizeof(karg))) /* expect-note: copy_from_user() reads it from user space here */
		return -EFAULT;
	if (karg.build_id_size && copy_to_user((void __user *)(uintptr_t)karg.build_id_addr, /* expect-warning: 'karg.build_id_size' comes from user space (copy_from_user at 271:6) and is used as the byte count of a copy out of 'build_id_buf' (20 bytes) with no bound check on this path [-Wuser-size] */
					       build_id_buf, karg.build_id_size))
		return -EFAULT;
	return 0;
}
