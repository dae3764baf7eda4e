/*
 * -Wuser-size, (b): a user value as the index of a fixed-size array.
 *   vt_do_kdsk_ioctl() (drivers/tty/vt/keyboard.c): the table and the
 *     index of a struct kbentry copied in, bounded by array_index_nospec();
 *   snd_ctl_elem_info() style lookups (sound/core/control.c): an index
 *     read with get_user(), checked against the array's size first;
 *   a mask, a switch and "== constant" bound it too.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

/* include/linux/nospec.h's shape: a statement expression */
extern unsigned long array_index_mask_nospec(unsigned long index, unsigned long size);
#define array_index_nospec(index, size)					\
({									\
	__typeof__(index) _i = (index);					\
	__typeof__(size) _s = (size);					\
	unsigned long _mask = array_index_mask_nospec(_i, _s);		\
	(__typeof__(_i)) (_i & _mask);					\
})

#define NR_KEYS		256
#define MAX_NR_KEYMAPS	256

struct kbentry {
	unsigned char kb_table;
	unsigned char kb_index;
	unsigned short kb_value;
};

unsigned short *key_maps[MAX_NR_KEYMAPS];

int kdgkbent(struct kbentry __user *user_kbe)
{
	struct kbentry kbe;
	unsigned short *key_map;

	if (copy_from_user(&kbe, user_kbe, sizeof(struct kbentry)))
		return -EFAULT;
	/* unsigned char indices of 256 entries: bounded by their type */
	key_map = key_maps[kbe.kb_table];
	return key_map ? key_map[kbe.kb_index] : 0;
}

struct idx_req {
	u32 table;
	u32 index;
};

int table_get_bad(struct idx_req __user *u)
{
	struct idx_req req;

	if (copy_from_user(&req, u, sizeof(req)))
		return -EFAULT;
	return key_maps[req.table] != NULL; /* expect-warning: 'req.table' comes from user space (copy_from_user at 54:6) and is used as the index of 'key_maps' (256 elements) with no bound check on this path [-Wuser-size] */
}

int table_get(struct idx_req __user *u)
{
	struct idx_req req;
	u32 t;

	if (copy_from_user(&req, u, sizeof(req)))
		return -EFAULT;
	t = array_index_nospec(req.table, MAX_NR_KEYMAPS);
	return key_maps[t] != NULL;
}

int table_get_checked(u32 __user *u)
{
	u32 idx;

	if (get_user(idx, u))
		return -EFAULT;
	if (idx >= MAX_NR_KEYMAPS)
		return -EINVAL;
	return key_maps[idx] != NULL;
}

int table_get_unchecked(u32 __user *u)
{
	u32 idx;

	if (get_user(idx, u))
		return -EFAULT;
	idx += 1;
	return key_maps[idx] != NULL; /* expect-warning: 'idx' comes from user space (get_user at 85:6) and is used as the index of 'key_maps' (256 elements) with no bound check on this path [-Wuser-size] */
}

int table_get_mask(u32 __user *u)
{
	u32 idx;

	if (get_user(idx, u))
		return -EFAULT;
	return key_maps[idx & (MAX_NR_KEYMAPS - 1)] != NULL;
}

int table_store_signed(int __user *u, unsigned short *map)
{
	int idx;

	if (get_user(idx, u))
		return -EFAULT;
	if (idx >= MAX_NR_KEYMAPS)
		return -EINVAL;
	key_maps[idx] = map; /* expect-warning: 'idx' is signed and only checked against an upper bound (at 106:10): a negative value passes as the index of 'key_maps' (256 elements) [-Wuser-size] */
	return 0;
}

int table_store_switch(int __user *u, unsigned short *map)
{
	int idx;

	if (get_user(idx, u))
		return -EFAULT;
	switch (idx) {
	case 0:
	case 1:
		key_maps[idx] = map;
		return 0;
	default:
		key_maps[idx] = map; /* expect-warning: 'idx' comes from user space (get_user at 116:6) and is used as the index of 'key_maps' (256 elements) with no bound check on this path [-Wuser-size] */
		return 1;
	}
}

int table_store_eq(int __user *u, unsigned short *map)
{
	int idx;

	if (get_user(idx, u))
		return -EFAULT;
	if (idx == 3)
		key_maps[idx] = map;
	if (idx != 4)
		return -EINVAL;
	key_maps[idx] = map;
	return 0;
}

/* a value written again with a kernel value is no longer the user's */
int table_get_reset(u32 __user *u)
{
	u32 idx;

	if (get_user(idx, u))
		return -EFAULT;
	idx = 0;
	return key_maps[idx] != NULL;
}

/* a pointer to user data given another value: what it points to is not the user's */
int table_get_dup(const void __user *u, struct idx_req *other)
{
	struct idx_req *req = memdup_user(u, sizeof(*req));
	int ret;

	if (IS_ERR(req))
		return PTR_ERR(req);
	ret = key_maps[req->index] != NULL; /* expect-warning: 'req->index' comes from user space (memdup_user at 157:24) and is used as the index of 'key_maps' (256 elements) with no bound check on this path [-Wuser-size] */
	kfree(req);
	req = other;
	return ret + (key_maps[req->table] != NULL);
}

/* a helper given the header's address may check or rewrite it: its values are not followed */
extern int idx_req_valid(struct idx_req *req);

int table_get_validated(const void __user *u)
{
	struct idx_req req;

	if (copy_from_user(&req, u, sizeof(req)))
		return -EFAULT;
	if (!idx_req_valid(&req))
		return -EINVAL;
	return key_maps[req.table] != NULL;
}
