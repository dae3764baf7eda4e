// SPDX-License-Identifier: GPL-2.0
#include "scope.h"
#include "util.h"

static struct arena scope_arena;
static struct binding **stack;
static size_t nstack, stack_cap;
static size_t *marks;
static unsigned int depth, marks_cap;

unsigned int scope_depth(void)
{
	return depth;
}

void scope_push(void)
{
	vec_grow(marks, depth + 1, marks_cap, 64);
	marks[depth++] = nstack;
}

void scope_pop(void)
{
	if (!depth)
		return;
	depth--;
	while (nstack > marks[depth]) {
		struct binding *b = stack[--nstack];

		b->id->binding = b->shadowed;
	}
}

void scope_declare(struct ident *id, bool is_typedef)
{
	struct binding *b = id->binding;

	/* a redeclaration in the same scope updates the binding */
	if (b && b->depth == depth) {
		b->is_typedef = is_typedef;
		return;
	}
	b = arena_alloc(&scope_arena, sizeof(*b));
	b->shadowed = id->binding;
	b->id = id;
	b->depth = depth;
	b->is_typedef = is_typedef;
	id->binding = b;
	vec_grow(stack, nstack + 1, stack_cap, 1024);
	stack[nstack++] = b;
}

void scope_reset(void)
{
	while (depth)
		scope_pop();
	while (nstack) {
		struct binding *b = stack[--nstack];

		b->id->binding = b->shadowed;
	}
	arena_release(&scope_arena);
}
