/*
 * -Wmissing-access-ok: unsafe_*() outside the user access block of the
 * function (after user_access_end(), where user_access_begin() failed,
 * on a path that opened none), and a return with the block still open.
 */
/* args: -I$DIR/inc -Wno-decl */
#include "uaccess.h"

struct dirent64 {
	u64 d_ino;
	s32 d_off;
	u16 d_reclen;
	u8 d_type;
	char d_name[];
};

/* fs/readdir.c filldir64(): the block opened, the fault label closing it */
int filldir_ok(struct dirent64 __user *dirent, u64 ino, int reclen, u8 d_type)
{
	if (!user_write_access_begin(dirent, reclen))
		goto efault;
	unsafe_put_user(ino, &dirent->d_ino, efault_end);
	unsafe_put_user(reclen, &dirent->d_reclen, efault_end);
	unsafe_put_user(d_type, &dirent->d_type, efault_end);
	user_write_access_end();
	return 0;
efault_end:
	user_write_access_end();
efault:
	return -EFAULT;
}

/* one store moved below the end */
int filldir_after_end(struct dirent64 __user *dirent, u64 ino, int reclen, u8 d_type)
{
	if (!user_write_access_begin(dirent, reclen))
		goto efault;
	unsafe_put_user(ino, &dirent->d_ino, efault_end);
	unsafe_put_user(reclen, &dirent->d_reclen, efault_end);
	user_write_access_end(); /* expect-note: the user access block is closed here */
	unsafe_put_user(d_type, &dirent->d_type, efault_end); /* expect-warning: unsafe_put_user() outside a user access block: user_write_access_end() at 40:2 closed it [-Wmissing-access-ok] */
	return 0;
efault_end:
	user_write_access_end();
efault:
	return -EFAULT;
}

/* the fault path of a failed begin falls into the stores */
int filldir_failed(struct dirent64 __user *dirent, u64 ino, int reclen)
{
	if (!user_write_access_begin(dirent, reclen)) /* expect-note: the user access block fails to open here */
		goto out;
	unsafe_put_user(ino, &dirent->d_ino, efault_end);
out:
	unsafe_put_user(reclen, &dirent->d_reclen, efault_end); /* expect-warning: unsafe_put_user() outside a user access block: user_write_access_begin() at 52:7 failed on this path */
	user_write_access_end();
	return 0;
efault_end:
	user_write_access_end();
	return -EFAULT;
}

/* opened on one path only */
int filldir_some(struct dirent64 __user *dirent, u64 ino, int reclen, int first)
{
	if (first && !user_write_access_begin(dirent, reclen))
		return -EFAULT;
	unsafe_put_user(ino, &dirent->d_ino, efault_end); /* expect-warning: unsafe_put_user() outside a user access block: no user_access_begin() on this path */
	user_write_access_end();
	return 0;
efault_end:
	user_write_access_end();
	return -EFAULT;
}

/*
 * lib/strncpy_from_user.c do_strncpy_from_user(), x86's
 * __unsafe_setup_sigcontext(): a function that opens no block runs in its
 * caller's.
 */
int put_dirent_ino(struct dirent64 __user *dirent, u64 ino)
{
	unsafe_put_user(ino, &dirent->d_ino, efault);
	return 0;
efault:
	return -EFAULT;
}

/* the success return forgets the end: SMAP stays off */
int filldir_open(struct dirent64 __user *dirent, u64 ino, int reclen)
{
	if (!user_write_access_begin(dirent, reclen)) /* expect-note: the user access block is opened here */
		return -EFAULT;
	unsafe_put_user(ino, &dirent->d_ino, efault_end);
	return 0; /* expect-warning: return with the user access block open (user_write_access_begin() at 93:7): no user_access_end() on this path [-Wmissing-access-ok] */
efault_end:
	user_write_access_end();
	return -EFAULT;
}

/* fs/select.c get_sigset_argpack() in 6.12: the masked begin opens the block too */
struct sigset_argpack {
	u64 p;
	size_t size;
};

int get_argpack(struct sigset_argpack *to, struct sigset_argpack __user *from)
{
	if (from) {
		if (can_do_masked_user_access())
			from = masked_user_access_begin(from);
		else if (!user_read_access_begin(from, sizeof(*from)))
			return -EFAULT;
		unsafe_get_user(to->p, &from->p, Efault);
		unsafe_get_user(to->size, &from->size, Efault);
		user_read_access_end();
	}
	return 0;
Efault:
	user_read_access_end();
	return -EFAULT;
}
