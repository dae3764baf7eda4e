// SPDX-License-Identifier: GPL-2.0
/*
 * The functions of the unit, and the analysis of one: its CFG built
 * (to analyse its callees first), then the path check's driver
 * (flow/drive.h's flow_run_fn()) with the transfer of transfer.c, its
 * exits checked and summarised in the report.
 */
#include "lock.h"

/* Keys, paths, effects of one analysis: reset after each function. */
static struct arena work;
struct arena unit_arena;
/* The function being analysed, from its solving to its reports. */
struct lctx *lock_current;
/* The unit's functions (flow/unit.h), each a struct fnrec. */
static struct unit_fns fns;

struct fnrec *fn_find(const struct decl_sym *fn)
{
	return unit_fn_find(&fns, fn);
}

/* A write of member NAME by ACQ's or REL's callee, or what they call (flow/unit.h). */
const struct node *fn_member_write(const struct ident *name, const struct node *acq,
				   const struct node *rel)
{
	struct decl_sym *callees[2] = { acq->callee, rel->callee };

	return unit_fn_write(&fns, callees, 2, name);
}

static struct fnrec *fn_get(struct decl_sym *fn)
{
	return unit_fn_get(&fns, fn, sizeof(struct fnrec));
}

static void record_body(struct decl_sym *fn, struct node *body)
{
	struct fnrec *fr;

	if (!body || body->kind != N_COMPOUND)
		return;
	fr = fn_get(fn);
	if (!fr->u.body)
		fr->u.body = body;
}

/* A function declared static or inline anywhere: a helper of the unit. */
static void record_declaration(struct decl_sym *sym, struct node *decl, const struct decl_info *info)
{
	if (sym->kind == DS_FUNCTION && (info->is_static || info->is_inline))
		fn_get(sym)->u.internal = true;
}

static void release_fns(void)
{
	unit_fns_release(&fns);
	arena_release(&unit_arena);
	arena_release(&work);
}

static void record_def(struct decl_sym *fn, struct node *def)
{
	fn_get(fn)->u.def = def;
}

/* The locks of the body's __context__ statements, and the parameters it names. */
static void find_context(struct lctx *c)
{
	unsigned int i, j;

	for (i = 0; i < c->cfg->nblocks; i++) {
		const struct cfg_block *b = c->cfg->blocks[i];

		for (j = 0; j < b->nelems; j++) {
			const struct cfg_elem *el = &b->elems[j];

			if (el->kind == CFG_CONTEXT && el->n->context.lock) {
				c->ctx_locks = arena_grow(c->a, c->ctx_locks, c->nctx + 1, &c->ctx_cap,
						    sizeof(*c->ctx_locks));
				c->ctx_locks[c->nctx++] = el->n->context.lock;
			}
			if (el->kind == CFG_EXPR && el->n->kind == N_IDENT && el->n->sym &&
			    el->n->sym->is_param && el->n->sym->param < ARRAY_SIZE(c->params))
				c->params[el->n->sym->param] = el->n->sym;
		}
	}
}

/* __no_context_analysis: the function is not followed, and has no summary. */
static bool lock_prepare(void *ctx)
{
	struct lctx *c = ctx;

	return !c->fr->u.fn->no_context_analysis;
}

static void lock_report(void *ctx)
{
	struct lctx *c = ctx;

	/* a body that does no locking (a primitive its annotation describes) is not checked */
	if (c->strict && c->locks) {
		strict_exits(c);
		report_unlocks(c);
	}
	summarise(c);
	find_accessor(c);
	dump_summary(c);
}

static void analyse(struct fnrec *fr)
{
	struct lctx c;
	struct lctx *outer = lock_current;
	struct arena_mark m;
	unsigned int i, j;

	if (fr->u.state || !fr->u.body)
		return;
	fr->u.state = 1;
	/* callees first: their summaries are used at their calls */
	memset(&c, 0, sizeof(c));
	arena_mark(&work, &m);
	c.a = &work;
	c.fr = fr;
	c.f = (struct flow_fn){ fr->u.fn, fr->u.body, &work, NULL };
	c.cfg = flow_fn_cfg(&c.f);
	for (i = 0; i < c.cfg->nblocks; i++)
		for (j = 0; j < c.cfg->blocks[i]->nelems; j++) {
			const struct cfg_elem *el = &c.cfg->blocks[i]->elems[j];
			struct fnrec *callee;

			if (el->kind == CFG_EXPR && el->n->kind == N_CALL &&
			    (callee = fn_find(el->n->callee)))
				analyse(callee);
		}
	c.kopts.ctx = &c;
	c.kopts.sym = subst_local;
	c.kopts.call = subst_call;
	c.kopts.addr_identity = true;
	c.kopts.params = true;
	c.kshow.params = true;
	c.fc.a = c.a;
	c.fc.kopts = &c.kopts;
	c.fc.kshow = &c.kshow;
	c.entry = annotation_effects(&c, fr->u.fn);
	c.strict = c.entry.nout || !fr->u.internal;
	locals_find(c.a, &c.locals, c.cfg);
	find_context(&c);
	/* the parameters by position, for messages: the definition's names */
	if (fr->u.def)
		flow_def_params(fr->u.def, c.params, ARRAY_SIZE(c.params));
	c.run = (struct flow_run){
		.problem = {
			.ctx = &c, .entry = entry_state, .copy = copy_state, .join = join_state,
			.transfer = lock_transfer, .edge = edge_state, .block_end = block_end,
		},
		.prepare = lock_prepare,
		.report = lock_report,
		.name_function = true,
	};
	lock_current = &c;
	flow_run_fn(&c.run, &c.f);
	lock_current = outer;
	fr->u.state = 2;
	arena_reset(&work, &m);
}

static void unit_done(void)
{
	unsigned int i;

	for (i = 0; i < fns.n; i++)
		analyse(unit_fn_at(&fns, i));
	release_fns();
}

void lock_register(void)
{
	hook_add(function_body, record_body);
	hook_add(declaration, record_declaration);
	hook_add(function_begin, record_def);
	hook_add(unit_end, unit_done);
	check_state(CHECK_SCOPE_UNIT, fns, release_fns);
}
