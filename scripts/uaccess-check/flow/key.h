/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Canonical keys of expressions: the one structural equality the checks
 * and the flow layer share (which lock, which object, the same value).
 * A key is built from an evaluated expression; two expressions with equal
 * keys designate the same object, or compute the same value from the same
 * objects, wherever both are evaluated with nothing written in between.
 *
 * What is the same: "a->m" and "(*a).m", "&*p" and "p", "*&x" and "x",
 * "a[i]" and "*(a + i)" ("a[0]" and "*a"), through parentheses, through
 * _Generic and __builtin_choose_expr (the chosen operand), through
 * __builtin_expect(x, c) (x: likely() in a test), and through
 * casts that keep the value: pointer to pointer, and to the operand's own
 * type (other casts are the same when to the same type).  Names are their declarations (an unbound name, such as the
 * kernel's __acquire(RCU), is its spelling), enumerators and integer
 * literals their values.  Anything with an effect or whose value may
 * change between two evaluations (calls, assignments, ++, floating and
 * string literals, statement expressions) is opaque: equal
 * to nothing, itself included.
 *
 * A function's context() expressions are over its parameters:
 * key_of_params() makes the parameters positions ("$1"), so that the
 * declaration and the definition agree, and key_at_call() puts a call's
 * arguments in their place: the key in the caller's terms.
 *
 * Keys live in the arena the caller gives (arena_mark/arena_reset it).
 * Beside the building and the comparing, what a check asks of keys:
 * copies, opaque parts, and the shape of what a key reads
 * (key_shape()).  Who uses it: the flow layer (fact.c, exit.c,
 * uaccess.c), the user-memory checks and the lock check.
 */
#ifndef UACCESS_CHECK_FLOW_KEY_H
#define UACCESS_CHECK_FLOW_KEY_H

#include <stdbool.h>
#include <stdint.h>

struct arena;
struct decl_sym;
struct ident;
struct node;
struct strbuf;
struct type;

enum key_kind {
	KEY_OPAQUE,
	KEY_SYM,		/* a declared object or function */
	KEY_NAME,		/* a name bound to nothing */
	KEY_PARAM,		/* parameter number param (key_of_params()) */
	KEY_CONST,		/* an integer constant */
	KEY_DEREF,		/* *a */
	KEY_ADDR,		/* &a */
	KEY_MEMBER,		/* a.member */
	KEY_UNARY,		/* op a: - ~ ! + __real__ __imag__ */
	KEY_BINARY,		/* a op b */
	KEY_CAST,		/* (type)a, a cast that may change the value */
	KEY_VALUE,		/* the value node last evaluated to (a call's result) */
};

struct key {
	uint8_t kind;			/* enum key_kind */
	bool vol;			/* reads a volatile object: two evaluations may differ */
	bool zero_offset;		/* KEY_MEMBER: a member at offset 0, not a bit-field */
	uint16_t op;			/* KEY_UNARY, KEY_BINARY: the operator (ops.def) */
	const struct key *a, *b;
	union {
		struct decl_sym *sym;
		const struct ident *name;	/* KEY_NAME, KEY_MEMBER: the member's name */
		unsigned int param;
		uint64_t value;
		const struct type *type;	/* KEY_CAST */
		const struct node *node;	/* KEY_VALUE */
	};
};

/* The key of evaluated expression E (NULL: opaque). */
const struct key *key_of(struct arena *a, const struct node *e);
/* The same, a parameter of the function being declared as its position. */
const struct key *key_of_params(struct arena *a, const struct node *e);
/*
 * The key of E, an expression over the parameters of the function CALL
 * (an evaluated N_CALL) calls, in the caller's terms: each parameter is
 * the key of the call's argument in its position.
 */
const struct key *key_at_call(struct arena *a, const struct node *call, const struct node *e);
bool key_equal(const struct key *a, const struct key *b);

/*
 * Keys of locks and objects as a flow check follows them (key_lock()):
 * the key of E with SYM called on each declared object (its replacement
 * key, or NULL to keep it: a local variable standing for the value it
 * was given) and CALL on each call (a key for its value, or NULL: opaque;
 * an accessor such as spinlock_check(l) returning &l->rlock).  With
 * ADDR_IDENTITY, an object is its first byte: "x->m" of a member at
 * offset 0 is *x, and "&x->m" x (&lock->rlock and lock are one lock,
 * whichever the annotation names).
 */
struct key_opts {
	void *ctx;
	const struct key *(*sym)(void *ctx, struct decl_sym *sym);
	const struct key *(*call)(void *ctx, const struct node *call);
	bool addr_identity;
	bool params;		/* parameters as positions */
};
const struct key *key_lock(struct arena *a, const struct node *e, const struct key_opts *o);
/*
 * K with each KEY_PARAM replaced by SUBST(ctx, n) (NULL: opaque), the
 * rewrites of key construction applied again; K itself if it has none.
 */
const struct key *key_subst(struct arena *a, const struct key *k,
			    const struct key *(*subst)(void *ctx, unsigned int param), void *ctx,
			    bool addr_identity);
/* The key of the object SYM. */
const struct key *key_of_sym(struct arena *a, struct decl_sym *sym);
/*
 * BASE.NAME, a member at offset 0 (ZERO_OFFSET) being BASE itself with
 * ADDR_IDENTITY; and *K.
 */
const struct key *key_member(struct arena *a, const struct key *base, const struct ident *name,
			     bool zero_offset, bool addr_identity);
const struct key *key_deref(struct arena *a, const struct key *k);
/* The key of the value N evaluated to (KEY_VALUE). */
const struct key *key_of_value(struct arena *a, const struct node *n);
/* K with every part equal to FROM replaced by TO (K itself if none). */
const struct key *key_replace(struct arena *a, const struct key *k, const struct key *from,
			      const struct key *to);
/* A key with an opaque part, or a call's value not named by a variable yet. */
bool key_is_fuzzy(const struct key *k);
/* A and B may be the same: equal where both are known, an opaque part matching anything. */
bool key_may_equal(const struct key *a, const struct key *b);
/* The first parameter position K mentions, 0 if none. */
unsigned int key_params(const struct key *k);
/*
 * The dependency queries, after a write to object W: key_mentions() is
 * true when K names W anywhere, the address it takes included ("&w.f"
 * mentions w), which is what a fact about K must forget;
 * key_reads() only when K's value may change ("&w.f" does not read w,
 * "&w->f" does), which is what a copy of K's value must forget.
 */
bool key_mentions(const struct key *k, const struct key *w);
bool key_reads(const struct key *k, const struct key *w);
/* E and F are the same value: equal keys with no volatile read. */
bool key_same_value(struct arena *a, const struct node *e, const struct node *f);
/* A new key of KIND, all else zero, for a check to fill. */
struct key *key_alloc(struct arena *a, enum key_kind kind);
/* K copied into A (K lives in an arena about to be reset). */
const struct key *key_clone(struct arena *a, const struct key *k);
/* K has a part nothing is known of (a call's value, which a variable may name later, has not). */
bool key_has_opaque(const struct key *k);

/*
 * What a key reads, for the kinds of test a check may tell paths apart
 * by (the lock check's summaries split their exits by tests of the
 * parameters): key_shape() adds K's parts to S.
 */
struct key_shape {
	bool other;	/* a global, a local, a call's value: not only the parameters */
	bool named;	/* a name bound to nothing, an address */
	bool vol;	/* a volatile read */
	bool deref;	/* memory through a pointer */
	bool member;
	bool deep;	/* a dereference of anything but a parameter itself */
};
void key_shape(const struct key *k, struct key_shape *s);
/* A test of the parameters' own values ("flags & F", "lock"), not of memory they point to. */
bool key_param_test(const struct key *k);
/* A test of what a pointer parameter to a scalar points to ("*seq & 1"), no member. */
bool key_inout_test(const struct key *k);
/*
 * What a caller can read through the parameters ("u->i915->params.flag",
 * "!u->debug"): their members and what they point to, nothing else.
 */
bool key_param_memory(const struct key *k);

/*
 * Two objects of one kind: the same members of different objects
 * ("&a->lock", "&b->lock"; a parameter and a declared object alike).
 */
bool key_same_shape(const struct key *a, const struct key *b);
/* The number of parts on K's way down (K, its operand, its operand's...). */
unsigned int key_depth(const struct key *k);
/*
 * A and B end with the same members after their last dereference
 * ("&ctx->ctx_lock.rlock" and "&req->ctx->ctx_lock.rlock", not
 * "&req->head->lock.rlock": a spinlock's own rlock says nothing).
 */
bool key_same_tail(const struct key *a, const struct key *b);
/* The first member on K's way down ("u->flag", "!u->flag || ...", "u->flags & F"), NULL if none. */
const struct key *key_first_member(const struct key *k);

/* Appends K in C syntax, parameters as $N, opaque parts as "?". */
void key_print(struct strbuf *sb, const struct key *k);
/* K in C syntax in SB, emptied first: for a message. */
const char *key_cstr(struct strbuf *sb, const struct key *k);

#endif
