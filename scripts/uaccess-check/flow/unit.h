/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The functions of a unit by their symbol, for a check that analyses
 * them at the unit's end, callees first (the lock check: what a callee
 * does is known at its calls).  Each has a record of the check's, which
 * begins with a struct unit_fn: the function, its body once evaluated,
 * its definition, whether it is internal (declared static or inline: a
 * helper of the unit) and where its analysis is.  The table is the
 * check's variable, zeroed with the unit (check_state()), its memory
 * freed by unit_fns_release().  With it, the search for a write of a
 * member in a function and what it calls (unit_fn_write()).
 *
 * Who uses it: the lock check (checks/lock/lock.c).
 */
#ifndef UACCESS_CHECK_FLOW_UNIT_H
#define UACCESS_CHECK_FLOW_UNIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct decl_sym;
struct ident;
struct node;

struct unit_fn {
	struct decl_sym *fn;
	struct node *body;		/* NULL: a declaration only, so far */
	struct node *def;		/* the FUNCTION_DEF */
	bool internal;			/* declared static or inline */
	uint8_t state;			/* 0 to do, 1 being analysed, 2 done */
	unsigned int visit;		/* the last unit_fn_write() that visited it */
};

struct unit_fns {
	char *recs;			/* n records of size bytes */
	size_t size;
	unsigned int n, cap;
	unsigned int *map, map_cap;	/* recs by symbol, open addressing: index + 1, 0 free */
	unsigned int visits;		/* unit_fn_write()'s searches */
};

/* FN's record, NULL if none. */
void *unit_fn_find(const struct unit_fns *u, const struct decl_sym *fn);
/*
 * FN's record, made zeroed (SIZE bytes, the check's record's) if it has
 * none: the records move, a pointer to one is valid until the next new one.
 */
void *unit_fn_get(struct unit_fns *u, struct decl_sym *fn, size_t size);
/* The record number I, in the order they were made. */
void *unit_fn_at(const struct unit_fns *u, unsigned int i);
void unit_fns_release(struct unit_fns *u);
/*
 * A write (an assignment, ++, --) of a member named NAME in the body of
 * one of the N functions FNS, or of a function of the unit they call, at
 * most 8 calls down: the member's expression, NULL if none.
 */
const struct node *unit_fn_write(struct unit_fns *u, struct decl_sym *const *fns, unsigned int n,
				 const struct ident *name);

#endif
