/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Layouts from the kernel (simplified where the rest does not matter):
 * uapi and on-disk/on-wire structures with bit-fields, packed and
 * aligned, the struct_group and DECLARE_FLEX_ARRAY tricks, i386's
 * 4-byte long long, cache-line alignment.  The language is the subset
 * of C that src/decls.c reads; gcc compiles this file as it is.
 */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef short s16;
typedef int s32;
typedef long long s64;
typedef u16 __le16;
typedef u16 __be16;
typedef u32 __le32;
typedef u32 __be32;
typedef u64 __le64;
typedef u16 __sum16;
typedef u64 __aligned_u64 __attribute__((aligned(8)));
typedef u64 __attribute__((aligned(4))) compat_u64;
typedef s64 __attribute__((aligned(4))) compat_s64;
typedef long long __kernel_loff_t;
typedef unsigned long __kernel_ulong_t;

struct list_head {
	struct list_head *next, *prev;
};

struct hlist_node {
	struct hlist_node *next, **pprev;
};

struct rb_node {
	unsigned long __rb_parent_color;
	struct rb_node *rb_right;
	struct rb_node *rb_left;
} __attribute__((aligned(sizeof(long))));

struct sockaddr;
struct sockaddr_in;
typedef union {
	struct sockaddr *sa;
	struct sockaddr_in *sin;
} __attribute__((transparent_union)) sockaddr_arg;

/* include/linux/mm_types.h, struct page */
struct page {
	unsigned long flags;
	union {
		struct {
			struct list_head lru;
			void *mapping;
			unsigned long index;
			unsigned long private;
		};
		struct {
			unsigned long pp_magic;
			void *pp;
			unsigned long _pp_mapping_pad;
			unsigned long dma_addr;
			union {
				unsigned long dma_addr_upper;
				long pp_frag_count;
			};
		};
		struct {
			unsigned long compound_head;
			unsigned char compound_dtor;
			unsigned char compound_order;
			int compound_mapcount;
			int compound_pincount;
			unsigned int compound_nr;
		};
		struct {
			unsigned long _pt_pad_1;
			void *pmd_huge_pte;
			unsigned long _pt_pad_2;
			union {
				void *pt_mm;
				int pt_frag_refcount;
			};
			int ptl;
		};
	};
	union {
		int _mapcount;
		unsigned int page_type;
	};
	int _refcount;
	unsigned long memcg_data;
};

/* include/uapi/linux/ip.h with __struct_group(, addrs, saddr, daddr) */
struct iphdr {
	u8 ihl:4,
	   version:4;
	u8 tos;
	__be16 tot_len;
	__be16 id;
	__be16 frag_off;
	u8 ttl;
	u8 protocol;
	__sum16 check;
	union {
		struct {
			__be32 saddr;
			__be32 daddr;
		};
		struct {
			__be32 saddr;
			__be32 daddr;
		} addrs;
	};
};

struct tcphdr {
	__be16 source;
	__be16 dest;
	__be32 seq;
	__be32 ack_seq;
	u16 res1:4,
	    doff:4,
	    fin:1,
	    syn:1,
	    rst:1,
	    psh:1,
	    ack:1,
	    urg:1,
	    ece:1,
	    cwr:1;
	__be16 window;
	__sum16 check;
	__be16 urg_ptr;
};

struct ethhdr {
	unsigned char h_dest[6];
	unsigned char h_source[6];
	__be16 h_proto;
} __attribute__((packed));

struct usb_ctrlrequest {
	u8 bRequestType;
	u8 bRequest;
	__le16 wValue;
	__le16 wIndex;
	__le16 wLength;
} __attribute__((packed));

/* arch/x86/include/asm/desc_defs.h */
struct desc_struct {
	u16 limit0;
	u16 base0;
	u16 base1: 8, type: 4, s: 1, dpl: 2, p: 1;
	u16 limit1: 4, avl: 1, l: 1, d: 1, g: 1, base2: 8;
} __attribute__((packed));

struct idt_bits {
	u16 ist : 3,
	    zero : 5,
	    type : 5,
	    dpl : 2,
	    p : 1;
} __attribute__((packed));

struct gate_struct {
	u16 offset_low;
	u16 segment;
	struct idt_bits bits;
	u16 offset_middle;
#ifdef __x86_64__
	u32 offset_high;
	u32 reserved;
#endif
} __attribute__((packed));

struct ldttss_desc {
	u16 limit0;
	u16 base0;
	u16 base1 : 8, type : 5, dpl : 2, p : 1;
	u16 limit1 : 4, zero0 : 3, g : 1, base2 : 8;
#ifdef __x86_64__
	u32 base3;
	u32 zero1;
#endif
} __attribute__((packed));

/* DECLARE_FLEX_ARRAY() in a union, and plain flexible arrays */
struct ip_tunnel_info_like {
	int mode;
	union {
		struct {
			struct { } __empty_opts;
			unsigned char opts[];
		};
		long pad;
	};
};

struct skb_shared_hwtstamps_like {
	union {
		long long hwtstamp;
		void *netdev_data;
	};
};

struct flex {
	u16 len;
	u8 kind;
	u32 data[];
};

struct old_flex {
	int n;
	long data[0];
};

struct ethtool_link_settings_like {
	u32 cmd;
	u32 speed;
	u8 duplex;
	u8 port;
	s8 link_mode_masks_nwords;
	u8 transceiver;
	u8 master_slave_cfg;
	u8 master_slave_state;
	u8 rate_matching;
	u32 reserved[7];
	u32 link_mode_masks[];
};

/* ACPI tables: #pragma pack(1) around everything */
#pragma pack(push, 1)
struct acpi_table_header {
	char signature[4];
	u32 length;
	u8 revision;
	u8 checksum;
	char oem_id[6];
	char oem_table_id[8];
	u32 oem_revision;
	char asl_compiler_id[4];
	u32 asl_compiler_revision;
};

struct acpi_generic_address {
	u8 space_id;
	u8 bit_width;
	u8 bit_offset;
	u8 access_width;
	u64 address;
};

struct acpi_table_fadt_part {
	struct acpi_table_header header;
	u32 facs;
	u32 dsdt;
	u8 model;
	u8 preferred_profile;
	u16 sci_interrupt;
	struct acpi_generic_address reset_register;
	u8 reset_value;
	u16 arm_boot_flags;
	u8 minor_revision;
	u64 Xfacs;
};
#pragma pack(pop)

#pragma pack(4)
struct pack4 {
	char c;
	u64 x;
	short s;
	u64 y __attribute__((aligned(16)));
};
#pragma pack()

/* i386: long long and double on 4 bytes in a struct, not in __aligned_u64 */
struct stat64_like {
	unsigned long long st_dev;
	unsigned char __pad0[4];
	unsigned long __st_ino;
	unsigned int st_mode;
	unsigned int st_nlink;
	unsigned long st_uid;
	unsigned long st_gid;
	unsigned long long st_rdev;
	unsigned char __pad3[4];
	long long st_size;
	unsigned long st_blksize;
	unsigned long long st_blocks;
	double d;
	unsigned long long st_ino;
};

struct compat_like {
	u32 a;
	compat_u64 b;
	u32 c;
	compat_s64 d;
	__aligned_u64 e;
	u8 f;
	__kernel_loff_t g;
};

struct epoll_event {
	u32 events;
	u64 data;
}
#ifdef __x86_64__
__attribute__((packed))
#endif
;

struct io_uring_sqe_part {
	u8 opcode;
	u8 flags;
	u16 ioprio;
	s32 fd;
	union {
		u64 off;
		u64 addr2;
		struct {
			u32 cmd_op;
			u32 __pad1;
		};
	};
	union {
		u64 addr;
		u64 splice_off_in;
	};
	u32 len;
	union {
		int rw_flags;
		u32 fsync_flags;
		u16 poll_events;
		u32 poll32_events;
	};
	u64 user_data;
	union {
		u16 buf_index;
		u16 buf_group;
	} __attribute__((packed));
	u16 personality;
	union {
		s32 splice_fd_in;
		u32 file_index;
	};
	union {
		struct {
			u64 addr3;
			u64 __pad2[1];
		};
		u8 cmd[0];
	};
};

/* ____cacheline_aligned and friends */
struct percpu_like {
	int a;
	long lock __attribute__((aligned(64)));
	char tail;
} __attribute__((aligned(64)));

struct aligned_default {
	char c;
} __attribute__((aligned));

struct member_aligned_default {
	char c;
	short s __attribute__((aligned));
};

/* bit-fields of every width and type, straddling and not */
enum hrtimer_mode {
	HRTIMER_MODE_ABS = 0x00,
	HRTIMER_MODE_REL = 0x01,
	HRTIMER_MODE_PINNED = 0x02,
	HRTIMER_MODE_SOFT = 0x04,
	HRTIMER_MODE_HARD = 0x08,
};

enum __attribute__((packed)) small_enum { SMALL_A, SMALL_B = 3 };
enum big_enum { BIG_A = -1, BIG_B = 1ULL << 40 };
enum neg_enum { NEG_A = -5, NEG_B = 5 };
enum __attribute__((packed)) neg_packed_enum { NP_A = -129, NP_B = 5 };

struct hrtimer_like {
	struct rb_node node;
	s64 expires;
	void *function;
	void *base;
	u8 state;
	u8 is_rel;
	u8 is_soft;
	u8 is_hard;
	enum hrtimer_mode mode:8;
	enum small_enum small:2;
};

struct straddle {
	unsigned int a:31;
	unsigned int b:2;
	unsigned long long c:40;
	unsigned long long d:40;
	char e:3;
	short f:9;
	enum big_enum g:41;
	_Bool h:1;
	long i:7;
	enum neg_enum j:4;
};

struct zero_width {
	char a;
	int :0;
	char b;
	long long :0;
	char c:3;
	short :0;
	char d;
	unsigned : 5;
	char e;
};

struct __attribute__((packed)) packed_zero_width {
	char a;
	int :0;
	char b;
	int c:3;
	long long d:33;
};

union bitfield_union {
	char c;
	int :9;
	long long x:33;
	short y:3;
};

union unnamed_only {
	char c;
	int :17;
};

struct packed_member_bitfield {
	char a;
	int b:7 __attribute__((packed));
	int c:30 __attribute__((packed));
	char d;
};

struct x86_msi_addr_lo_like {
	union {
		struct {
			u32 reserved_0 : 2,
			    dest_mode_logical : 1,
			    redirect_hint : 1,
			    reserved_1 : 1,
			    virt_destid_8_14 : 7,
			    destid_0_7 : 8,
			    base_address : 12;
		};
		struct {
			u32 dmar_reserved_0 : 2,
			    dmar_index_15 : 1,
			    dmar_subhandle_valid : 1,
			    dmar_format : 1,
			    dmar_index_0_14 : 15,
			    dmar_base_address : 12;
		};
	};
} __attribute__((packed));

/* qspinlock: a union over differently split views */
struct qspinlock_like {
	union {
		int val;
		struct {
			u8 locked;
			u8 pending;
		};
		struct {
			u16 locked_pending;
			u16 tail;
		};
	};
};

struct __kernel_sockaddr_storage {
	union {
		struct {
			unsigned short ss_family;
			char __data[128 - sizeof(unsigned short)];
		};
		void *__align;
	};
};

struct fp_like {
	char c;
	long double ld;
	double d;
	_Complex double cd;
	_Complex float cf;
#ifdef __FLT128_MAX__
	_Float128 q;
#endif
	float f;
};

struct nested_arrays {
	struct {
		u8 a;
		u32 b:12;
		u16 c;
	} elems[3];
	struct list_head heads[2][2];
	u8 tail;
};

struct timespec64 {
	s64 tv_sec;
	long tv_nsec;
};

#ifdef __x86_64__
typedef int __v4si __attribute__((vector_size(16)));
typedef long long __v4di __attribute__((vector_size(32)));
struct vec_like {
	char c;
	__v4si v;
	__v4di w;
	unsigned __int128 x;
	__int128 y:100;
};
#endif

/* attributes after the struct keyword, and packed with aligned */
struct __attribute__((packed)) __attribute__((aligned(4))) packed_aligned {
	char c;
	int i;
	short s;
};

struct packed_aligned_member {
	char c;
	struct packed_aligned pa;
	char d;
	u64 e __attribute__((packed));
	u64 f __attribute__((packed, aligned(2)));
};

typedef struct packed_aligned packed_aligned_8 __attribute__((aligned(8)));

struct uses_aligned_typedef {
	char c;
	packed_aligned_8 x;
	u8 tail;
};

struct empty { };

struct with_empty {
	struct empty e;
	int x;
	struct empty f[4];
	char y;
};
