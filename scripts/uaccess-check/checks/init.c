// SPDX-License-Identifier: GPL-2.0
/*
 * Initializers that set the same bits twice (-Woverride-init): in
 * "{ .a = 1, .b = 2, .a = 3 }" the first .a is lost, most often by
 * mistake (a field listed twice, a macro's default overridden by a
 * designator that also covers other fields).  As in sparse, each braced
 * list is checked on its own: the entries it gives (values, strings and
 * inner braced lists, at the bits they cover, a [lo ... hi] range as one
 * entry) are sorted by offset, and an entry that starts before the end
 * of an earlier one is reported, at the earlier one, with a note "also
 * defined here" at the later one.  Only the first overlap of a list is
 * reported, all of them with -Woverride-init-all.  A first entry that
 * covers the whole object ("[0 ... N - 1] = default" then specific
 * entries) is the idiom of a default value and overlaps nothing.
 *
 * The entries of elided braces and of designators that go down several
 * levels (".in.x = 1") belong to the list they are written in, so
 * ".in.x = 1, .in.y = 2" sets different bits and is fine, while
 * ".in = { 1 }, .in.y = 2" sets in.y twice (the braces zero it).
 * A union's list is checked the same way: its members share their bits,
 * so a second entry (".y = { .a = 0, .b = 0 }") overrides the first,
 * unless the first covers the whole union (sparse's default idiom again).
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

struct entry {
	struct node *item;
	uint64_t off, end;
	unsigned int seq;	/* order in the source, for a stable sort */
};

/* A list being walked, with its entries. */
struct level {
	struct entry *e;
	unsigned int n, cap;
};

/*
 * The lists being walked, innermost last; the entries' arrays stay
 * allocated for the next lists of the unit (check_state()).
 */
static struct {
	struct level *l;
	unsigned int n, cap;
} levels;

static void levels_release(void)
{
	unsigned int i;

	for (i = 0; i < levels.cap; i++)
		free(levels.l[i].e);
	free(levels.l);
}

static void override_list(struct node *list, struct type *t, const char *name)
{
	struct level *l;

	if (levels.n == levels.cap) {
		vec_grow(levels.l, levels.n + 1, levels.cap, 8);
		memset(levels.l + levels.n, 0, (levels.cap - levels.n) * sizeof(*levels.l));
	}
	l = &levels.l[levels.n++];
	l->n = 0;
}

static void override_entry(struct node *item, uint64_t off, uint64_t end)
{
	struct level *l;

	if (!levels.n || end <= off)
		return;
	l = &levels.l[levels.n - 1];
	vec_grow(l->e, l->n + 1, l->cap, 16);
	l->e[l->n] = (struct entry){ item, off, end, l->n };
	l->n++;
}

static int by_offset(const void *pa, const void *pb)
{
	const struct entry *a = pa, *b = pb;

	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static void check_level(struct level *l, uint64_t whole)
{
	const struct entry *a = NULL;
	uint64_t max = 0;
	unsigned int i;

	if (l->n < 2)
		return;
	qsort(l->e, l->n, sizeof(*l->e), by_offset);
	for (i = 0; i < l->n; i++) {
		const struct entry *b = &l->e[i];

		if (a && b->off < max) {
			if (diag_warning(CHECK_OVERRIDE_INIT, a->item->pos,
					 "Initializer entry defined twice"))
				diag_note(b->item->pos, "also defined here");
			if (!check_enabled(CHECK_OVERRIDE_INIT_ALL))
				return;
		}
		/* a first entry over the whole object is a default: no overlap */
		if (!a && b->off == 0 && b->end == whole)
			continue;
		if (b->end > max) {
			max = b->end;
			a = b;
		}
	}
}

static void override_list_end(struct node *list, struct type *t)
{
	int64_t size;
	struct level *l;

	if (!levels.n)
		return;
	l = &levels.l[--levels.n];
	size = type_sizeof(t);
	check_level(l, size > 0 ? (uint64_t)size * 8 : 0);
}

/*
 * -Wdesignated-init: a struct declared with attribute designated_init
 * (the kernel's __randomize_layout without RANDSTRUCT: the layout may be
 * shuffled, so only member names say where a value goes) initialized
 * by position.  As sparse: each item of its own braces that has no
 * designator, not the items of elided braces (they belong to the
 * enclosing list), and not the 0 of "{ 0 }" (the universal zero
 * initializer) unless -Wuniversal-initializer.
 */
static void designated_list(struct node *list, struct type *t, const char *name)
{
	struct node *item = list->init_list.items;

	if (t->kind != TYPE_STRUCT || !(t->main->flags & TF_DESIGNATED_INIT))
		return;
	if (!check_enabled(CHECK_UNIVERSAL_INITIALIZER) &&
	    !(list->op & AST_INIT_TRAILING_COMMA) && item && !item->next &&
	    item->kind == N_INIT_ITEM && !item->init_item.designators && item->init_item.value &&
	    item->init_item.value->kind == N_INTEGER && item->init_item.value->len == 1 &&
	    item->init_item.value->str[0] == '0')
		return;
	for (; item; item = item->next) {
		if (item->kind != N_INIT_ITEM || item->init_item.designators ||
		    !item->init_item.value)
			continue;
		diag_warning(CHECK_DESIGNATED_INIT, item->init_item.value->pos,
			     "%s%s%spositional init of field in struct %s, "
			     "declared with attribute designated_init",
			     name ? "in initializer for " : "", name ? name : "", name ? ": " : "",
			     t->main->name ? t->main->name : "<noident>");
	}
}

/*
 * A char array initialized from a string literal longer than the array
 * (-Wexcess-initializers, clang's name; sparse always reports it), or
 * exactly as long, leaving no room for the terminating nul
 * (-Winit-cstring, off: fixed-size fields that are not C strings are
 * common).  A wide string (L"", u"", U"") in an array of its element
 * type likewise, the array's element type named (sparse says "char").
 */
static void cstring_item(struct node *value, struct type *t)
{
	const char *elem = "char";
	int64_t len, room;

	if (value->kind != N_STRING || t->kind != TYPE_ARRAY || !value->type ||
	    value->type->kind != TYPE_ARRAY || t->array.len < 0 || (t->flags & TF_LEN_UNKNOWN))
		return;
	if (t->base->main->kind != TYPE_CHAR && t->base->main->kind != TYPE_SCHAR &&
	    t->base->main->kind != TYPE_UCHAR)
		elem = type_str(type_unqualified(t->base));
	len = value->type->array.len - 1;
	room = t->array.len;
	if (len > room)
		diag_warning(CHECK_EXCESS_INITIALIZERS, value->pos,
			     "too long initializer-string for array of %s", elem);
	else if (len == room)
		diag_warning(CHECK_INIT_CSTRING, value->pos,
			     "too long initializer-string for array of %s(no space for nul char)",
			     elem);
}

/* An element a braced list has no room for, with sparse's message. */
static void excess_item(struct node *value, struct type *t)
{
	diag_warning(CHECK_EXCESS_INITIALIZERS, value->pos, "excessive elements in %s initializer",
		     t->kind == TYPE_ARRAY ? "array" : "struct or union");
}

void init_register(void)
{
	if (check_enabled(CHECK_EXCESS_INITIALIZERS))
		hook_add(init_excess, excess_item);
	if (check_enabled(CHECK_EXCESS_INITIALIZERS) || check_enabled(CHECK_INIT_CSTRING))
		hook_add(init_item, cstring_item);
	if (check_enabled(CHECK_DESIGNATED_INIT))
		hook_add(init_list, designated_list);
	if (!check_enabled(CHECK_OVERRIDE_INIT))
		return;
	hook_add(init_list, override_list);
	hook_add(init_entry, override_entry);
	hook_add(init_list_end, override_list_end);
	check_state(CHECK_SCOPE_UNIT, levels, levels_release);
}
