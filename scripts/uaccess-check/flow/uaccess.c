// SPDX-License-Identifier: GPL-2.0
/*
 * The user-memory accessors of a function body (uaccess.h).  A macro
 * accessor is read back from the source: its invocation's text gives the
 * arguments' places, and a node of the expansion whose token was spelled
 * in an argument's place is that argument.  The memory functions of the
 * same .def are looked up by interned name, as the accessors are.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "decl.h"
#include "hooks.h"
#include "key.h"
#include "sema.h"
#include "source.h"
#include "uaccess.h"
#include "util.h"

enum { U_UNCHECKED = 1, U_BLOCK = 2, U_LVALUE = 4 };

struct accessor {
	const char *name;
	uint8_t kind, result, user, kern, size, label, flags;
	struct ident *id;
};

static struct accessor accessors[] = {
#define UACCESS(name, kind, result, user, kern, size, label, flags) \
	{ #name, UOP_##kind, UOP_RES_##result, user, kern, size, label, flags, NULL },
#include "uaccess.def"
};

static struct memfn memfns[] = {
#define MEMFN(name, fill, count, alloc, flags) \
	{ #name, MEM_FILL_##fill, count, alloc, flags, NULL },
#include "uaccess.def"
};

#define MAX_ARGS 4

/* An accessor use, with what finding its parts needs. */
struct uop_full {
	struct uop op;
	const struct expansion *exp;		/* a macro: its expansion */
	uint32_t lo[MAX_ARGS], hi[MAX_ARGS];	/* a macro: its arguments' spelling */
	unsigned int nargs;
};

struct uop_table {
	struct uop_full *ops;
	unsigned int nops, cap;
};

/* The identifiers are interned per run: look them up once, by pointer after. */
#define ACC_HASH 128
static const struct accessor *acc_hash[ACC_HASH];
static const struct memfn *mem_hash[ACC_HASH];
static bool acc_ready;

static unsigned int ptr_hash(const void *p)
{
	return ((uintptr_t)p >> 4) * 2654435761u % ACC_HASH;
}

static void acc_intern(void)
{
	unsigned int i, h;

	if (acc_ready)
		return;
	acc_ready = true;
	for (i = 0; i < ARRAY_SIZE(accessors); i++) {
		accessors[i].id = ident_intern(accessors[i].name, strlen(accessors[i].name));
		for (h = ptr_hash(accessors[i].id); acc_hash[h]; h = (h + 1) % ACC_HASH)
			;
		acc_hash[h] = &accessors[i];
	}
	for (i = 0; i < ARRAY_SIZE(memfns); i++) {
		memfns[i].id = ident_intern(memfns[i].name, strlen(memfns[i].name));
		for (h = ptr_hash(memfns[i].id); mem_hash[h]; h = (h + 1) % ACC_HASH)
			;
		mem_hash[h] = &memfns[i];
	}
}

static const struct accessor *accessor_of(const struct ident *id)
{
	unsigned int h;

	for (h = ptr_hash(id); acc_hash[h]; h = (h + 1) % ACC_HASH)
		if (acc_hash[h]->id == id)
			return acc_hash[h];
	return NULL;
}

/*
 * The outermost accessor whose expansion LOC comes out of: the one the
 * source names (unsafe_get_user(), not the __get_user() it is made of).
 */
/* The last expansion looked up: the next node is most often of the same one. */
static const struct expansion *last_in, *last_out;
static const struct accessor *last_acc;

static const struct expansion *chain_accessor(const struct expansion *e,
					      const struct accessor **acc)
{
	const struct expansion *x, *found = NULL;

	if (e == last_in) {
		*acc = last_acc;
		return last_out;
	}
	*acc = NULL;
	for (x = e; x; x = x->parent) {
		const struct accessor *a = accessor_of(x->macro);

		if (a) {
			found = x;
			*acc = a;
		}
	}
	last_in = e;
	last_out = found;
	last_acc = *acc;
	return found;
}

/*
 * The same for a token passed on from another expansion: an accessor
 * written in another macro's argument ("unlikely(__get_user(x, p))") was
 * expanded there first, and its tokens reached the outer macro's
 * expansion as a mirror of its own.
 */
static const struct expansion *accessor_expansion(uint32_t loc, const struct accessor **acc)
{
	unsigned int guard = 0;

	*acc = NULL;
	while (loc && guard++ < 64) {
		const struct expansion *e = source_expansion(loc), *found;

		if (!e)
			return NULL;
		found = chain_accessor(e, acc);
		if (found)
			return found;
		loc = source_mirrored(loc);
	}
	return NULL;
}

/* Skips blanks, comments and line continuations in the invocation's text. */
static size_t skip_blank(const char *s, size_t i, size_t n)
{
	while (i < n) {
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' ||
		    s[i] == '\v') {
			i++;
		} else if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\n') {
			i += 2;
		} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
			for (i += 2; i + 1 < n && !(s[i] == '*' && s[i + 1] == '/'); i++)
				;
			i = i + 1 < n ? i + 2 : n;
		} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
			const char *end = memchr(s + i, '\n', n - i);

			i = end ? (size_t)(end - s) : n;
		} else {
			break;
		}
	}
	return i;
}

/*
 * The places of E's arguments: its name's spelling is followed by "(",
 * the arguments split at the commas outside brackets, and ")".  False if
 * the invocation is not one run of text (its name made by ## or
 * passed as an argument).
 */
#define MAX_INVOCATION 65536

static bool find_arguments(struct uop_full *u, const struct expansion *e)
{
	uint32_t at = source_spelling(e->name_loc);
	size_t n, i, start;
	const char *s = source_text(at, &n);
	int depth = 0;

	if (!s)
		return false;
	if (n > MAX_INVOCATION)
		n = MAX_INVOCATION;
	for (i = 0; i < n && (s[i] == '_' || (s[i] | 0x20) - 'a' < 26u || s[i] - '0' < 10u); i++)
		;
	if (i != e->macro->len || memcmp(s, e->macro->name, i))
		return false;
	i = skip_blank(s, i, n);
	if (i >= n || s[i] != '(')
		return false;
	start = ++i;
	u->nargs = 0;
	for (; i < n; i++) {
		char c = s[i];

		if (c == '"' || c == '\'') {
			for (i++; i < n && s[i] != c; i++)
				if (s[i] == '\\')
					i++;
		} else if (c == '/' && i + 1 < n && (s[i + 1] == '*' || s[i + 1] == '/')) {
			i = skip_blank(s, i, n) - 1;
		} else if (c == '(' || c == '[' || c == '{') {
			depth++;
		} else if ((c == ')' || c == ']' || c == '}') && depth) {
			depth--;
		} else if ((c == ',' && !depth) || c == ')') {
			if (u->nargs < MAX_ARGS) {
				u->lo[u->nargs] = at + start;
				u->hi[u->nargs] = at + i;
				u->nargs++;
			}
			start = i + 1;
			if (c == ')')
				return true;
		}
	}
	return false;
}

/* The token at LOC was spelled in argument K of U's invocation (directly or through a macro there). */
static bool in_arg(const struct uop_full *u, unsigned int k, uint32_t loc)
{
	unsigned int guard = 0;

	if (k >= u->nargs)
		return false;
	while (loc && guard++ < 256) {
		uint32_t sp = source_spelling(loc), m;
		const struct expansion *x;

		if (sp >= u->lo[k] && sp < u->hi[k])
			return true;
		/* back through the expansions it was passed on from */
		if ((m = source_mirrored(loc))) {
			loc = m;
			continue;
		}
		x = source_expansion(loc);
		if (!x || x == u->exp)
			return false;
		loc = x->name_loc;
	}
	return false;
}

static bool in_any_arg(const struct uop_full *u, uint32_t loc)
{
	unsigned int k;

	for (k = 0; k < u->nargs; k++)
		if (in_arg(u, k, loc))
			return true;
	return false;
}

/* Subtrees that are not evaluated: the operands of sizeof, typeof, types. */
static bool unevaluated(const struct node *n)
{
	switch (n->kind) {
	case N_UNARY:
		return n->op == OP_SIZEOF || n->op == OP_ALIGNOF || n->op == OP_ALIGNOF_ABI;
	case N_SIZEOF_TYPE:
	case N_ALIGNOF_TYPE:
	case N_TYPE_NAME:
	case N_TYPEOF:
	case N_TYPES_COMPATIBLE:
	case N_SPEC:
	case N_TYPEDEF_NAME:
	case N_STRUCT:
	case N_ENUM:
	case N_DECLARATOR:
	case N_ATTRIBUTE:
		return true;
	}
	return false;
}

struct arg_search {
	const struct uop_full *u;
	unsigned int k;
	struct node *found;
	struct node *assign;	/* an assignment whose left side is argument k */
	struct node *last;	/* the last node, in evaluation order, the expansion itself evaluates */
};

static bool element_kind(const struct node *n)
{
	switch (n->kind) {
	case N_CALL:
	case N_ASSIGN:
	case N_ASM:
		return true;
	case N_UNARY:
	case N_POSTFIX:
		return n->op == OP_INC || n->op == OP_DEC;
	case N_INIT_DECL:
		return n->init_decl.initializer;
	}
	return false;
}

static void search_arg(struct node *n, void *arg)
{
	struct arg_search *s = arg;

	if (in_arg(s->u, s->k, n->pos.loc)) {
		if (!s->found)
			s->found = n;
		return;
	}
	if (unevaluated(n))
		return;
	if (n->kind == N_ASSIGN && n->op == OP_ASSIGN && !s->assign &&
	    in_arg(s->u, s->k, n->binary.lhs->pos.loc))
		s->assign = n;
	ast_for_each_child(n, search_arg, s);
}

static void search_last(struct node *n, void *arg)
{
	struct arg_search *s = arg;

	if (unevaluated(n) || in_any_arg(s->u, n->pos.loc))
		return;
	ast_for_each_child(n, search_last, s);
	if (element_kind(n))
		s->last = n;
}

static struct node *macro_arg(const struct uop_full *u, unsigned int pos, struct node **assign)
{
	struct arg_search s = { .u = u, .k = pos - 1 };

	if (!pos)
		return NULL;
	search_arg(u->op.root, &s);
	if (assign)
		*assign = s.assign;
	return s.assign ? s.assign->binary.lhs : s.found;
}

struct node *call_arg(const struct node *call, unsigned int pos)
{
	struct node *a;

	if (!pos)
		return NULL;
	for (a = call->call.args; a && --pos; a = a->next)
		;
	return a;
}

static void set_size(struct uop *op)
{
	struct cval v;

	if (op->size && const_fold_typed(op->size, &v) == FOLD_OK) {
		op->bytes = v.v;
		op->bytes_known = true;
	}
}

static struct uop_full *new_op(struct arena *a, struct uop_table **tp, const struct accessor *acc,
			       struct node *root)
{
	struct uop_table *t = *tp;
	struct uop_full *u;

	if (!t) {
		t = *tp = arena_alloc(a, sizeof(*t));
		memset(t, 0, sizeof(*t));
	}
	t->ops = arena_grow(a, t->ops, t->nops + 1, &t->cap, sizeof(*t->ops));
	u = &t->ops[t->nops++];
	memset(u, 0, sizeof(*u));
	u->op.kind = acc->kind;
	u->op.result = acc->result;
	u->op.unchecked = acc->flags & U_UNCHECKED;
	u->op.needs_block = acc->flags & U_BLOCK;
	u->op.kern_lvalue = acc->flags & U_LVALUE;
	u->op.name = acc->name;
	u->op.root = root;
	return u;
}

struct scan {
	struct arena *a;
	struct uop_table *t;
	const struct expansion *inside;	/* the expansion of a call being scanned */
};

static void add_macro(struct scan *s, const struct accessor *acc, const struct expansion *e,
		      struct node *root)
{
	struct uop_full *u;
	struct arg_search last;
	struct node *assign = NULL;

	if (root->kind == N_EXPR_STMT && root->expr_stmt.expr)
		root = root->expr_stmt.expr;
	u = new_op(s->a, &s->t, acc, root);
	u->op.macro = true;
	u->exp = e;
	if (!find_arguments(u, e))
		u->nargs = 0;
	u->op.user = macro_arg(u, acc->user, NULL);
	u->op.kern = macro_arg(u, acc->kern, acc->flags & U_LVALUE && acc->kind == UOP_FETCH ?
			       &assign : NULL);
	u->op.size = macro_arg(u, acc->size, NULL);
	u->op.label = macro_arg(u, acc->label, NULL);
	set_size(&u->op);
	memset(&last, 0, sizeof(last));
	last.u = u;
	search_last(root, &last);
	u->op.anchor = assign ? assign : last.last ? last.last : root;
}

static void scan_node(struct node *n, void *arg)
{
	struct scan *s = arg;
	const struct accessor *acc;

	if (loc_is_macro(n->pos.loc)) {
		const struct expansion *e = accessor_expansion(n->pos.loc, &acc);

		/* "#define user_access_begin(a,b) user_access_begin(a,b)": the call */
		if (e && e != s->inside &&
		    !(n->kind == N_CALL && n->callee && n->callee->name == acc->id)) {
			add_macro(s, acc, e, n);
			return;
		}
	}
	if (n->kind == N_CALL && n->callee && (acc = accessor_of(n->callee->name))) {
		struct uop_full *u = new_op(s->a, &s->t, acc, n);

		u->op.user = call_arg(n, acc->user);
		u->op.kern = call_arg(n, acc->kern);
		u->op.size = call_arg(n, acc->size);
		u->op.label = call_arg(n, acc->label);
		u->op.anchor = n;
		set_size(&u->op);
		if (loc_is_macro(n->pos.loc)) {
			const struct expansion *outer = s->inside;

			s->inside = accessor_expansion(n->pos.loc, &acc);
			ast_for_each_child(n, scan_node, s);
			s->inside = outer;
			return;
		}
	}
	ast_for_each_child(n, scan_node, s);
}

struct uop_table *uop_scan(struct arena *arena, struct decl_sym *fn, struct node *body)
{
	struct scan s = { .a = arena };

	(void)fn;
	acc_intern();
	scan_node(body, &s);
	return s.t;
}

unsigned int uop_count(const struct uop_table *t)
{
	return t ? t->nops : 0;
}

const struct uop *uop_get(const struct uop_table *t, unsigned int i)
{
	return &t->ops[i].op;
}

const struct uop *uop_at(const struct uop_table *t, const struct node *n)
{
	unsigned int i;

	for (i = 0; i < uop_count(t); i++)
		if (t->ops[i].op.anchor == n)
			return &t->ops[i].op;
	return NULL;
}

const struct uop *uop_of_root(const struct uop_table *t, const struct node *n)
{
	unsigned int i;

	for (i = 0; i < uop_count(t); i++)
		if (t->ops[i].op.root == n)
			return &t->ops[i].op;
	return NULL;
}

bool uop_internal(const struct uop_table *t, const struct node *n)
{
	const struct accessor *acc;
	const struct expansion *e;
	unsigned int i;

	if (!t || !loc_is_macro(n->pos.loc) || !(e = accessor_expansion(n->pos.loc, &acc)))
		return false;
	for (i = 0; i < t->nops; i++)
		if (t->ops[i].exp == e)
			return !in_any_arg(&t->ops[i], n->pos.loc);
	return false;
}

static bool has_prefix(const char *s, const char *p)
{
	return !strncmp(s, p, strlen(p));
}

const struct memfn *memfn_of(const struct node *call)
{
	unsigned int h;

	if (!call->callee || !call->callee->name)
		return NULL;
	for (h = ptr_hash(call->callee->name); mem_hash[h]; h = (h + 1) % ACC_HASH)
		if (mem_hash[h]->id == call->callee->name)
			return mem_hash[h];
	return NULL;
}

const struct memfn *memfn_named(const char *name, size_t len)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(memfns); i++)
		if (strlen(memfns[i].name) == len && !strncmp(memfns[i].name, name, len))
			return &memfns[i];
	return NULL;
}

bool uop_implementation(const struct decl_sym *fn)
{
	static const char *const prefixes[] = {
		"raw_copy_", "__copy_", "_copy_", "copy_mc_", "__get_user", "__put_user",
		"do_strncpy_from_user", "do_strnlen_user", "__clear_user", "user_access_",
	};
	static const char *const files[] = { "uaccess", "usercopy", "_user.c" };
	const char *name, *base;
	unsigned int i;

	acc_intern();
	if (!fn || !fn->name)
		return false;
	if (accessor_of(fn->name))
		return true;
	for (i = 0; i < ARRAY_SIZE(prefixes); i++)
		if (has_prefix(fn->name->name, prefixes[i]))
			return true;
	if (!fn->declared)
		return false;
	name = source_file_name(source_user_place(fn->pos.loc).file);
	base = name ? strrchr(name, '/') : NULL;
	base = base ? base + 1 : name;
	for (i = 0; base && i < ARRAY_SIZE(files); i++)
		if (strstr(base, files[i]))
			return true;
	return false;
}

/* The one view of the function being checked (uaccess.h: struct ufunc). */
static struct arena ufunc_arena;
static struct arena_mark ufunc_start;
static bool ufunc_marked;
static struct ufunc current;

/*
 * A new unit: the last one's expansions, functions and bodies are gone,
 * and the next unit's may be at the same addresses (a run of many units in
 * one process).
 */
static void ufunc_forget(void)
{
	current.f = (struct flow_fn){ NULL };
	current.ops = NULL;
	last_in = last_out = NULL;
	last_acc = NULL;
}

void uop_init(void)
{
	static bool hooked;

	acc_intern();
	if (!hooked) {
		hooked = true;
		hook_add(unit_begin, ufunc_forget);
	}
}

const struct ufunc *ufunc_get(struct decl_sym *fn, struct node *body)
{
	if (current.f.fn == fn && current.f.body == body)
		return &current;
	if (!ufunc_marked) {
		arena_mark(&ufunc_arena, &ufunc_start);
		ufunc_marked = true;
	}
	arena_reset(&ufunc_arena, &ufunc_start);
	current.f = (struct flow_fn){ fn, body, &ufunc_arena, NULL };
	current.ops = NULL;
	if (body && body->kind == N_COMPOUND && !uop_implementation(fn))
		current.ops = uop_scan(&ufunc_arena, fn, body);
	return &current;
}

struct flow_fn *ufunc_fn(const struct ufunc *uf)
{
	return uf == &current ? &current.f : NULL;
}

const struct cfg *ufunc_cfg(const struct ufunc *uf)
{
	struct flow_fn *f = ufunc_fn(uf);

	return f ? flow_fn_cfg(f) : NULL;
}

static FILE *dump_out;

static void dump_expr(const char *what, struct node *e)
{
	static struct arena keys;
	struct arena_mark m;
	struct strbuf sb = { 0 };

	if (!e)
		return;
	arena_mark(&keys, &m);
	key_print(&sb, key_of(&keys, e));
	fprintf(dump_out, " %s=%s", what, sb_cstr(&sb));
	sb_free(&sb);
	arena_reset(&keys, &m);
}

static void dump_pos(const char *what, struct node *n)
{
	struct srcplace p = source_user_place(n->pos.loc);

	fprintf(dump_out, " %s=%s:%u:%u", what, node_kind_names[n->kind], p.line, p.col);
}

static void dump_body(struct decl_sym *fn, struct node *body)
{
	const struct ufunc *uf = ufunc_get(fn, body);
	static const char *const kinds[] = { "fetch", "store", "clear", "check", "begin", "end" };
	static const char *const results[] = { "none", "count", "errno", "ptr", "length", "bool" };
	unsigned int i;

	for (i = 0; i < uop_count(uf->ops); i++) {
		const struct uop *op = uop_get(uf->ops, i);

		fprintf(dump_out, "%s: %s %s %s%s%s%s", fn->name->name, op->name, kinds[op->kind],
			results[op->result], op->macro ? " macro" : "",
			op->unchecked ? " unchecked" : "", op->needs_block ? " block" : "");
		dump_pos("root", op->root);
		dump_pos("anchor", op->anchor);
		dump_expr("user", op->user);
		dump_expr(op->kern_lvalue ? "object" : "kern", op->kern);
		dump_expr("size", op->size);
		if (op->bytes_known)
			fprintf(dump_out, " bytes=%llu", (unsigned long long)op->bytes);
		dump_expr("label", op->label);
		fputc('\n', dump_out);
	}
}

void uop_dump_register(FILE *out)
{
	uop_init();
	dump_out = out;
	hook_add(function_body, dump_body);
}
