/*
 * A file-scope declaration's nodes are given back once it has been
 * evaluated, and the next declaration's nodes take their addresses: the
 * bitwise check's cache of the views of expressions, kept by node, took
 * the cast "(unsigned int)i" below for one of the static initializer's
 * gfp_t expressions, and reported "got 'restricted gfp_t'" on the last
 * assignment (fs/proc/generic.c of Linux 6.1, reduced from its -E
 * output: the layout of the nodes is what the test needs, keep it).
 */
typedef unsigned char __u8;
typedef unsigned short __u16;
typedef unsigned int __u32;
__extension__ typedef unsigned long long __u64;
typedef __u8 u8;
typedef __u16 u16;
typedef __u32 u32;
typedef __u64 u64;
typedef unsigned int __kernel_uid32_t;
typedef unsigned int __kernel_gid32_t;
typedef long long __kernel_loff_t;
typedef u32 __kernel_dev_t;
typedef __kernel_dev_t dev_t;
typedef unsigned short umode_t;
typedef __kernel_uid32_t uid_t;
typedef __kernel_gid32_t gid_t;
typedef __kernel_loff_t loff_t;
typedef u64 blkcnt_t;
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef struct {
 int counter;
} atomic_t;
typedef struct qspinlock {
 union {
 atomic_t val;
 struct {
 u8 locked;
 u8 pending;
 };
 struct {
 u16 locked_pending;
 u16 tail;
 };
 };
} arch_spinlock_t;
typedef struct spinlock {
 union {
 struct raw_spinlock rlock;
 };
} spinlock_t;
typedef struct {
 uid_t val;
} kuid_t;
typedef struct {
 gid_t val;
} kgid_t;
typedef unsigned __attribute__((bitwise)) xa_mark_t;
enum xa_lock_type {
 XA_LOCK_IRQ = 1,
 XA_LOCK_BH = 2,
};
struct xarray {
 spinlock_t xa_lock;
 gfp_t xa_flags;
 void __attribute__((noderef, address_space(__rcu))) * xa_head;
};
struct inode {
 umode_t i_mode;
 unsigned short i_opflags;
 kuid_t i_uid;
 kgid_t i_gid;
 unsigned int i_flags;
 struct posix_acl *i_acl;
 struct posix_acl *i_default_acl;
 const struct inode_operations *i_op;
 struct super_block *i_sb;
 struct address_space *i_mapping;
 void *i_security;
 unsigned long i_ino;
 union {
 const unsigned int i_nlink;
 unsigned int __i_nlink;
 };
 dev_t i_rdev;
 loff_t i_size;
 struct timespec64 i_atime;
 struct timespec64 i_mtime;
 struct timespec64 i_ctime;
 spinlock_t i_lock;
 unsigned short i_bytes;
 u8 i_blkbits;
 u8 i_write_hint;
 blkcnt_t i_blocks;
 unsigned long i_state;
 struct rw_semaphore i_rwsem;
 unsigned long dirtied_when;
 unsigned long dirtied_time_when;
 struct hlist_node i_hash;
 struct list_head i_io_list;
 void *i_private;
} __attribute__((__designated_init__));
struct ida {
 struct xarray xa;
};
static struct ida proc_inum_ida = { .xa = { .xa_lock = (spinlock_t) { { .rlock = { .raw_lock = { { .val = { (0) } } }, } } }, .xa_flags = (((__attribute__((force)) gfp_t)XA_LOCK_IRQ) | (((__attribute__((force)) gfp_t)4U) | ((__attribute__((force)) gfp_t)((1U << (27 + 0)) << (__attribute__((force)) unsigned)(((__attribute__((force)) xa_mark_t)0U)))))), .xa_head = ((void *)0), } };
int proc_alloc_inum(unsigned int *inum)	/* expect-warning: was not declared */
{
 int i;
 i = ida_alloc_range(&proc_inum_ida, 0, ((~0U) - 0xF0000000U + 1) - 1, (((__attribute__((force)) gfp_t)(0x400u|0x800u)) | ((__attribute__((force)) gfp_t)0x40u) | ((__attribute__((force)) gfp_t)0x80u)))	/* expect-warning: implicit declaration */
;
 if (i < 0)
 return i;
 *inum = 0xF0000000U + (unsigned int)i;
 return 0;
}
