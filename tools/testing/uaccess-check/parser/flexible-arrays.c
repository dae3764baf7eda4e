/*
 * Flexible array members, GNU zero-length arrays, the kernel's
 * DECLARE_FLEX_ARRAY (a flexible array in a union, through a wrapper
 * struct), and indexing through them.
 */
struct msg {
	int len;
	char data[];
};

struct old_msg {
	int len;
	char data[0];
};

struct hdr_only {
	unsigned short type;
	unsigned short len;
	unsigned int payload[0];
} __attribute__((packed));

#define DECLARE_FLEX_ARRAY(TYPE, NAME)	\
	struct {			\
		struct { } __empty_##NAME;	\
		TYPE NAME[];		\
	}

struct both {
	int count;
	union {
		DECLARE_FLEX_ARRAY(unsigned char, bytes);
		DECLARE_FLEX_ARRAY(unsigned int, words);
	};
};

struct zero_in_union {
	int kind;
	union {
		long l[0];
		char c[0];
	} u;
};

int f(struct msg *m, struct old_msg *o, struct hdr_only *h, struct both *b, struct zero_in_union *z)
{
	return m->data[m->len - 1] + o->data[0] + (int)h->payload[1]
		+ b->bytes[3] + (int)b->words[1] + (int)z->u.l[2] + z->u.c[0];
}
/* args: -Wno-decl */
