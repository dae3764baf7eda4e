// SPDX-License-Identifier: GPL-2.0
/*
 * AST construction: nodes live in one arena per unit.  Lists keep a
 * pointer to their tail in the head's spare slot while they are built,
 * so appending stays constant time on the long lists of a kernel unit.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "token.h"

#ifdef UC_ASAN
#include <sanitizer/asan_interface.h>
#endif

const char *const node_kind_names[N_NR_KINDS] = {
#define AST(kind, view, s0, s1, s2, s3) [N_##kind] = #kind,
#include "ast.def"
#undef AST
};

/* Bit I: slot I holds a child. */
#define AST_CHILD_BIT(s, i) ((1 - AST_IS_OWN(s)) << (i))
static const unsigned char child_slots[N_NR_KINDS] = {
#define AST(kind, view, s0, s1, s2, s3) \
	[N_##kind] = AST_CHILD_BIT(s0, 0) | AST_CHILD_BIT(s1, 1) | AST_CHILD_BIT(s2, 2) | \
		     AST_CHILD_BIT(s3, 3),
#include "ast.def"
#undef AST
};

/*
 * Every field ast.def names is at its slot: a child at the slot of the
 * kind's view, an own field at the node's.  "_" is checked against
 * nothing, AST_CHECK_<unused><own> picks the check.
 */
#define AST_CAT_(a, b) a##b
#define AST_CAT(a, b) AST_CAT_(a, b)
#define AST_UNUSED__ ~, 1
#define AST_IS_UNUSED(s) AST_PROBE_(AST_UNUSED_##s)
#define AST_CHECK_11(view, s, i)
#define AST_CHECK_01(view, s, i) \
	_Static_assert(offsetof(struct node, s) == offsetof(struct node, kid[i]), \
		       "ast.def: " #s " is not in slot " #i);
#define AST_CHECK_00(view, s, i) \
	_Static_assert(offsetof(struct node, view.s) == offsetof(struct node, kid[i]), \
		       "ast.def: " #view "." #s " is not in slot " #i);
#define AST_CHECK(view, s, i) \
	AST_CAT(AST_CHECK_, AST_CAT(AST_IS_UNUSED(s), AST_IS_OWN(s)))(view, s, i)
#define AST(kind, view, s0, s1, s2, s3) \
	AST_CHECK(view, s0, 0) AST_CHECK(view, s1, 1) AST_CHECK(view, s2, 2) \
	AST_CHECK(view, s3, 3)
#include "ast.def"
#undef AST
/* peak memory is nodes: no view or own field may make them bigger than their four slots */
_Static_assert(sizeof(struct node) == offsetof(struct node, kid) + sizeof(((struct node *)0)->kid),
	       "a view or an own field is bigger than the slots");

static const char *const op_spellings[SPEC_NR] = {
#define OP(name, spelling) [OP_##name] = spelling,
#define SPEC(name, spelling) [SPEC_##name] = spelling,
#include "ops.def"
#undef OP
#undef SPEC
};

const char *ast_op_spelling(int op)
{
	return op > 0 && op < SPEC_NR && op_spellings[op] ? op_spellings[op] : "?";
}

bool ast_has_spec(const struct node *specs, int spec)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_SPEC && specs->op == spec)
			return true;
	return false;
}

bool ast_is_child_slot(int kind, int i)
{
	return child_slots[kind] >> i & 1;
}

/*
 * A kind's slots: up to the last one ast.def uses, the later ones do not
 * exist (a SPECIFIER is 48 bytes, not 72: peak memory is nodes).  Under
 * AddressSanitizer a node keeps its four slots but those after its
 * kind's are poisoned, so that a read or write of a field the kind does
 * not have is reported.
 */
#define AST_SLOTS_UPTO(s, i) ((1 - AST_IS_UNUSED(s)) * ((i) + 1))
#define AST_MAX_(a, b) ((a) > (b) ? (a) : (b))
static const unsigned char kind_slots[N_NR_KINDS] = {
#define AST(kind, view, s0, s1, s2, s3) \
	[N_##kind] = AST_MAX_(AST_MAX_(AST_SLOTS_UPTO(s0, 0), AST_SLOTS_UPTO(s1, 1)), \
			      AST_MAX_(AST_SLOTS_UPTO(s2, 2), AST_SLOTS_UPTO(s3, 3))),
#include "ast.def"
#undef AST
};

static size_t node_size(int kind)
{
	return offsetof(struct node, kid) + kind_slots[kind] * sizeof(struct node *);
}

static struct arena ast_arena;

/*
 * Each file-scope declaration is parsed into a second arena and given back
 * once it has been evaluated: the symbols and types keep what they need of
 * it (a position, parameter names), and a unit's headers declare thousands
 * of functions, structures and objects (a third of the nodes of a unit)
 * and the kernel has static tables of millions of nodes
 * (net/mac80211/airtime.c: 190 MB).  A declaration stays where it is,
 * the mark moving past it, when something refers to its nodes: a function
 * definition (its body is evaluated now, or when the function is used), a
 * lock expression of a context or guarded_by attribute, a statement
 * expression, a VLA's size.
 */
static struct arena temp_arena;
static struct arena_mark temp_base;
static struct arena *node_arena = &ast_arena;
static bool temp_used, temp_keep;
static unsigned long generation;
/* Nodes made so far: a declaration of fewer nodes cannot be deeper than that. */
static unsigned long node_count;

/* A node of KIND, its slots as kind_slots[] says. */
static struct node *node_alloc(int kind, struct srcpos pos)
{
	size_t size = node_size(kind);
#ifdef UC_ASAN
	struct node *n = arena_alloc(node_arena, sizeof(*n));

	ASAN_UNPOISON_MEMORY_REGION(n, sizeof(*n));
	ASAN_POISON_MEMORY_REGION((char *)n + size, sizeof(*n) - size);
#else
	struct node *n = arena_alloc(node_arena, size);
#endif

	node_count++;
	n->kind = kind;
	n->op = 0;
	n->flags = 0;
	if (unlikely(node_arena == &temp_arena)) {
		n->flags = AST_F_TEMP;
		if (kind == N_STMT_EXPR)
			temp_keep = true;
	}
	n->pos = pos;
	n->end_loc = pos.loc;
	n->next = NULL;
	n->tail = NULL;
	n->type = NULL;
	return n;
}

struct node *ast_new(int kind, struct srcpos pos, struct node *a, struct node *b,
		     struct node *c, struct node *d)
{
	struct node *n = node_alloc(kind, pos);
	struct node *kids[4] = { a, b, c, d };
	unsigned int i;

	for (i = 0; i < kind_slots[kind]; i++)
		n->kid[i] = kids[i];
	/*
	 * An expression ends with its last operand, unless a token of its
	 * own closes it (the parser says so with ast_end()).  Own fields
	 * are still NULL here, and the kinds whose last child is a list end
	 * with a token.
	 */
	if (kind < N_INIT_LIST || kind == N_RETURN) {
		struct node *last = d ? d : c ? c : b ? b : a;

		if (last)
			n->end_loc = last->end_loc;
	}
	return n;
}

struct node *ast_op(int kind, int op, struct srcpos pos, struct node *a, struct node *b,
		    struct node *c)
{
	struct node *n = ast_new(kind, pos, a, b, c, NULL);

	n->op = op;
	return n;
}

struct node *ast_name(int kind, struct srcpos pos, struct ident *name)
{
	struct node *n = ast_new(kind, pos, NULL, NULL, NULL, NULL);

	n->name = name;
	return n;
}

struct node *ast_literal(int kind, struct srcpos pos, const char *str, uint32_t len)
{
	/* numbers and characters are short nodes (kind_slots[]): a big table has millions */
	struct node *n = ast_new(kind, pos, NULL, NULL, NULL, NULL);

	n->str = str;
	n->len = len;
	return n;
}

/* Lists are built left to right: the head keeps the tail, appending is O(1). */
struct node *ast_append(struct node *a, struct node *b)
{
	struct node *t;

	if (!a)
		return b;
	if (!b)
		return a;
	t = a->tail ? a->tail : a;
	t->next = b;
	a->tail = b->tail ? b->tail : b;
	b->tail = NULL;
	return a;
}

/*
 * "a" "b": the pieces after the first hang from the first piece's
 * next_piece (the last one in last_piece, beside the spelling), not from
 * ->next, so that a concatenated literal stays one element of an
 * argument or operand list.
 */
struct node *ast_string_concat(struct node *a, struct node *b)
{
	if (a->last_piece)
		a->last_piece->string.next_piece = b;
	else
		a->string.next_piece = b;
	a->last_piece = b;
	a->end_loc = b->end_loc;
	return a;
}

/* The node an expression's source starts with: its left operand's, down to a primary. */
static const struct node *first_node(const struct node *n)
{
	for (;;) {
		switch (n->kind) {
		case N_BINARY:
		case N_ASSIGN:
		case N_COMMA:
			n = n->binary.lhs;
			break;
		case N_POSTFIX:
			n = n->unary.operand;
			break;
		case N_COND:
			n = n->conditional.cond;
			break;
		case N_CALL:
			n = n->call.fn;
			break;
		case N_INDEX:
			n = n->subscript.array;
			break;
		case N_MEMBER:
			n = n->mem.base;
			break;
		default:
			return n;
		}
	}
}

/*
 * A parenthesized operand starts at its '(', which no node keeps: the
 * text back end finds it (it balances the parentheses of the range).
 */
struct srcrange ast_range(const struct node *n)
{
	struct srcrange r = { .pos = n->pos, .start = first_node(n)->pos.loc, .end = n->end_loc };

	return r;
}

unsigned long ast_node_count(void)
{
	return node_count;
}

/*
 * Slot I of N continues a left-nested chain of binary or comma operators
 * ("a + b + c + ..."): the passes walk such a chain in a loop, so it adds
 * no depth.
 */
static bool left_spine(const struct node *n, int i)
{
	return i == 0 && (n->kind == N_BINARY || n->kind == N_COMMA) &&
	       (n->binary.lhs->kind == N_BINARY || n->binary.lhs->kind == N_COMMA);
}

struct node *ast_too_deep(struct node *root, unsigned int limit)
{
	/* the walk keeps its own stack: the depth it measures is the one recursion cannot take */
	struct item {
		struct node *n;
		unsigned int depth;
	} *stack;
	unsigned int cap = 256, sp = 0, i;
	struct node *deep = NULL, *c;

	stack = xmalloc(cap * sizeof(*stack));
	stack[sp++] = (struct item){ root, 1 };
	while (sp && !deep) {
		struct item it = stack[--sp];

		if (it.depth > limit) {
			deep = it.n;
			break;
		}
		/* the pieces of a string literal are a list, walked without recursion */
		if (it.n->kind == N_STRING)
			continue;
		for (i = 0; i < 4; i++) {
			if (!ast_is_child_slot(it.n->kind, i))
				continue;
			for (c = it.n->kid[i]; c; c = c->next) {
				vec_grow(stack, sp + 1, cap, 256);
				stack[sp++] = (struct item){ c, it.depth + !left_spine(it.n, i) };
			}
		}
	}
	free(stack);
	return deep;
}

void ast_for_each_child(struct node *n, void (*fn)(struct node *child, void *arg), void *arg)
{
	struct node *c;
	int i;

	for (i = 0; i < 4; i++) {
		if (!ast_is_child_slot(n->kind, i))
			continue;
		for (c = n->kid[i]; c; c = c->next)
			fn(c, arg);
	}
}

void ast_temp_begin(void)
{
	arena_mark(&temp_arena, &temp_base);
	temp_used = true;
	temp_keep = false;
	node_arena = &temp_arena;
}

void ast_temp_end(void)
{
	node_arena = &ast_arena;
}

void ast_temp_keep(void)
{
	temp_keep = true;
}

bool ast_temp_droppable(void)
{
	return temp_used && !temp_keep;
}

bool ast_temp_holds(const void *p)
{
	return temp_used && arena_holds_since(&temp_arena, &temp_base, p);
}

unsigned long ast_generation(void)
{
	return generation;
}

void ast_temp_release(void)
{
	if (ast_temp_droppable()) {
		arena_reset(&temp_arena, &temp_base);
		generation++;
	}
	temp_used = temp_keep = false;
	node_arena = &ast_arena;
}

void ast_release(void)
{
	arena_release(&ast_arena);
	arena_release(&temp_arena);
	node_arena = &ast_arena;
	temp_used = temp_keep = false;
}
