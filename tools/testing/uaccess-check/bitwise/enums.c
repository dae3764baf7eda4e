/* args: -I$DIR/inc */
/*
 * Bitwise enums, as the kernel's enum req_op: when every value is of one
 * restricted type, the constants and the enum's objects are of that type.
 * Values partly restricted are "mixed bitwiseness"; two restricted types
 * in one enum are an error, as in sparse.
 */
#include "bitwise.h"

typedef __u32 __bitwise blk_opf_t;

enum req_op {
	REQ_OP_READ = (__force blk_opf_t)0,
	REQ_OP_WRITE = (__force blk_opf_t)1,
	REQ_OP_FLUSH = (__force blk_opf_t)2,
};
#define REQ_OP_MASK ((__force blk_opf_t)0xff)

static inline enum req_op req_op(blk_opf_t opf)
{
	return opf & REQ_OP_MASK;
}

int is_write(blk_opf_t opf)
{
	enum req_op op = req_op(opf);

	switch (op) {
	case REQ_OP_READ:
		return 0;
	case REQ_OP_WRITE:
		return 1;
	default:
		break;
	}
	return op == REQ_OP_FLUSH;
}

int as_int(enum req_op op)
{
	if (op < REQ_OP_FLUSH)		/* expect-warning: restricted blk_opf_t degrades to integer */ /* expect-warning: restricted blk_opf_t degrades to integer */
		return REQ_OP_WRITE;	/* expect-warning: incorrect type in return expression (different base types) */
	return op;			/* expect-warning: incorrect type in return expression (different base types) */
}

/* block/blk-core.c's blk_op_str(): an enum req_op used as a number and an index */
const char *op_str(enum req_op op)
{
	static const char *const names[] = { "READ", "WRITE", "FLUSH" };

	if (op < 3 && names[op])	/* expect-warning: restricted blk_opf_t degrades to integer */ /* expect-warning: restricted blk_opf_t degrades to integer */
		return names[op];	/* expect-warning: restricted blk_opf_t degrades to integer */
	return "UNKNOWN";
}

enum mixed { M1 = (__force __le32)1, M2 = 2, M3 };	/* expect-warning: mixed bitwiseness */
enum plain { P1 = 1, P2 = 2 };

int plain(enum plain p)
{
	return p + M3;
}
/* args: -Wno-decl */
