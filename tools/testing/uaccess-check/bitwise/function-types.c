/* args: -I$DIR/inc -Wno-decl */
/*
 * Restricted types inside function types: a pointer to a function
 * returning or taking a restricted type given a function of the plain
 * type (or of another restricted type), at any level of pointers.
 */
#include "bitwise.h"

extern u32 u32_fn(void);
extern __le32 le32_fn(void);
extern __be32 be32_fn(void);
extern void takes_u32(u32 v);
extern void takes_le32(__le32 v);
extern void takes_two(int a, __le16 b);
extern void takes_le32_ptr(__le32 *p);

__le32 (*get)(void) = u32_fn;		/* expect-warning: incorrect type in initializer (different base types) */ /* expect-note: expected 'restricted __le32 (*get)(void)' */ /* expect-note: got 'unsigned int (*u32_fn)(void)' */
void (*set)(__le32) = takes_u32;	/* expect-warning: incorrect type in initializer (incompatible argument 1 (different base types)) */ /* expect-note: expected 'void (*set)(restricted __le32)' */ /* expect-note: got 'void (*takes_u32)(unsigned int)' */

struct ops {
	__le32 (*read)(void);
	void (*write2)(int, u16);
	void (*store)(u32 *);
};

void install(struct ops *o, __le32 (**slot)(void))
{
	o->read = be32_fn;		/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'restricted __le32 (*read)(void)' */ /* expect-note: got 'restricted __be32 (*be32_fn)(void)' */
	o->write2 = takes_two;		/* expect-warning: incorrect type in assignment (incompatible argument 2 (different base types)) */ /* expect-note: expected 'void (*write2)(int, unsigned short)' */ /* expect-note: got 'void (*takes_two)(int, restricted __le16)' */
	o->store = takes_le32_ptr;	/* expect-warning: incorrect type in assignment (incompatible argument 1 (different base types)) */ /* expect-note: expected 'void (*store)(unsigned int *)' */ /* expect-note: got 'void (*takes_le32_ptr)(restricted __le32 *)' */
	*slot = u32_fn;			/* expect-warning: incorrect type in assignment (different base types) */ /* expect-note: expected 'restricted __le32 (*)(void)' */ /* expect-note: got 'unsigned int (*u32_fn)(void)' */
}

/* Silent: the same restricted types, no restricted type, void, null. */
__le32 (*get_ok)(void) = le32_fn;
void (*set_ok)(__le32) = takes_le32;
u32 (*plain)(void) = u32_fn;
void *any = u32_fn;
__le32 (*none)(void) = (void *)0;

void install_ok(struct ops *o)
{
	o->read = le32_fn;
	o->read = (__le32 (*)(void))0;
}
