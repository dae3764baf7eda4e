// SPDX-License-Identifier: GPL-2.0
/*
 * Structures ending in a flexible array member ("struct s { int n; u8
 * data[]; }") have no size of their own: in an array of them, or nested
 * in another structure, data[] of one element overlaps the next element
 * or member, and sizeof() leaves data[] out.  -Wflexible-array-array (on)
 * reports an array of such structures; -Wflexible-array-nested,
 * -sizeof and -union (off) the rest, as sparse does.
 *
 * sparse looks at a structure's members when the unit first needs its
 * layout: an object of it is declared, a member of it is accessed, sizeof
 * or offsetof is taken.  A header defining a struct that a unit never
 * uses is not reported in that unit; the checker does the same, so that
 * a header's warning appears in the units that use the structure.
 */
#include <stdlib.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

/*
 * The structures whose members were looked at in this unit: an
 * open-addressed set (check_state()).
 */
static struct {
	const struct type **set;
	unsigned int n, cap;
} seen;

static bool seen_add(const struct type *t)
{
	unsigned int i;

	if (2 * (seen.n + 1) > seen.cap) {
		const struct type **old = seen.set;
		unsigned int cap = seen.cap, j;

		seen.cap = seen.cap ? 2 * seen.cap : 256;
		seen.set = xcalloc(seen.cap, sizeof(*seen.set));
		seen.n = 0;
		for (j = 0; j < cap; j++)
			if (old[j])
				seen_add(old[j]);
		free(old);
	}
	for (i = ((uintptr_t)t >> 4) & (seen.cap - 1); seen.set[i]; i = (i + 1) & (seen.cap - 1))
		if (seen.set[i] == t)
			return false;
	seen.set[i] = t;
	seen.n++;
	return true;
}

static void seen_release(void)
{
	free(seen.set);
}

static const struct type *strip_arrays(const struct type *t)
{
	while (t->kind == TYPE_ARRAY)
		t = t->base;
	return t;
}

/*
 * A structure is flexible if it ends in a flexible array or contains a
 * flexible structure; a union only with -Wflexible-array-union.  The
 * layout marks them when they are completed.
 */
static bool is_flexible(const struct type *t)
{
	t = t->main;
	if (!type_is_record(t) || !(t->flags & TF_COMPLETE))
		return false;
	return t->flags & (check_enabled(CHECK_FLEXIBLE_ARRAY_UNION) ?
			   TF_FLEX_WITHIN_UNIONS : TF_FLEX_WITHIN);
}

static struct srcpos member_pos(const struct type_member *m)
{
	return (struct srcpos){ m->decl_loc };
}

static void examine(const struct type *t, unsigned int depth)
{
	unsigned int i;

	t = strip_arrays(t)->main;
	if (!type_is_record(t) || !(t->flags & TF_COMPLETE) || depth > 32 || !seen_add(t))
		return;
	for (i = 0; i < t->rec.nmembers; i++) {
		const struct type_member *m = &t->rec.members[i];
		const struct type *mt = m->type;

		if (mt->kind == TYPE_ARRAY && is_flexible(strip_arrays(mt)))
			diag_warning(CHECK_FLEXIBLE_ARRAY_ARRAY, member_pos(m),
				     "array of flexible structures");
		else if (type_is_record(mt) && (m->flags & TM_DECLARED) && is_flexible(mt))
			diag_warning(CHECK_FLEXIBLE_ARRAY_NESTED, member_pos(m), "nested flexible array");
		examine(mt, depth + 1);
	}
}

static void declaration(struct decl_sym *sym, struct node *decl, const struct decl_info *info)
{
	/* sparse looks at an extern declaration only where it is used: not reported */
	if (sym->kind != DS_OBJECT || !info->definition)
		return;
	if (sym->type->kind == TYPE_ARRAY && is_flexible(strip_arrays(sym->type)))
		diag_warning(CHECK_FLEXIBLE_ARRAY_ARRAY, info->name->pos,
			     "array of flexible structures");
	examine(sym->type, 0);
}

static void layout_use(struct node *e, struct type *t)
{
	if (e->kind != N_MEMBER && e->kind != N_OFFSETOF && check_enabled(CHECK_FLEXIBLE_ARRAY_SIZEOF) &&
	    !(e->kind == N_ALIGNOF_TYPE || (e->kind == N_UNARY && e->op != OP_SIZEOF)) &&
	    is_flexible(t))
		diag_warning(CHECK_FLEXIBLE_ARRAY_SIZEOF, e->pos, "using sizeof on a flexible structure");
	examine(t, 0);
}

void flexible_register(void)
{
	hook_add(declaration, declaration);
	hook_add(layout_use, layout_use);
	check_state(CHECK_SCOPE_UNIT, seen, seen_release);
}
