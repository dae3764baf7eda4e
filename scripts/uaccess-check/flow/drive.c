// SPDX-License-Identifier: GPL-2.0
/*
 * The driver of the path checks (drive.h): the gates, the solving, the
 * replays and the reports in the one order every check had them in, over
 * a flow_fn (the lock check's) or a ufunc (the user-memory checks').
 */
#include <stdio.h>

#include "ast.h"
#include "cfg.h"
#include "decl.h"
#include "diag.h"
#include "drive.h"
#include "sema.h"
#include "source.h"
#include "uaccess.h"

bool flow_run_fn(struct flow_run *run, struct flow_fn *f)
{
	struct flow_result r;
	unsigned int n = run->replays ? run->replays : 1;

	run->fn = f;
	run->replay = 0;
	run->cfg = flow_fn_cfg(f);
	if (run->cfg->too_big)
		return false;
	if (run->prepare && !run->prepare(run->problem.ctx))
		return false;
	if (!flow_solve(f->arena, run->cfg, &run->problem, &r))
		return false;
	if (run->name_function)
		diag_set_function(f->fn->name->name);
	for (run->replay = 1; run->replay <= n; run->replay++)
		flow_replay(&r, &run->problem);
	run->replay = n;
	if (run->report)
		run->report(run->problem.ctx);
	if (run->name_function)
		diag_set_function(NULL);
	return true;
}

bool flow_run(struct flow_run *run, const struct ufunc *uf)
{
	struct flow_fn *f = ufunc_fn(uf);
	bool done = false;

	run->uf = uf;
	run->cfg = f ? flow_fn_cfg(f) : NULL;
	run->replay = 0;
	/* no flow_fn: UF is not the function ufunc_get() gave last */
	if (f)
		done = flow_run_fn(run, f);
	run->fn = NULL;
	return done;
}

struct node *flow_test_operand(const struct node *e)
{
	while (e && (e->kind == N_CAST || cfg_expect_operand(e)))
		e = e->kind == N_CAST ? e->cast.operand : cfg_expect_operand(e);
	return (struct node *)e;
}

struct decl_sym *flow_decl_var(const struct node *n, const struct node **init)
{
	const struct node *d = declarator_id(n->init_decl.declarator);

	if (init) {
		*init = n->init_decl.initializer;
		if (*init && (*init)->kind == N_INIT_LIST)
			*init = NULL;
	}
	return d ? d->sym : NULL;
}

const char *flow_call_name(const struct node *e)
{
	if (e->callee)
		return e->callee->name->name;
	if (e->call.fn->kind == N_IDENT && e->call.fn->name)
		return e->call.fn->name->name;
	return NULL;
}

void flow_def_params(const struct node *def, struct decl_sym **params, unsigned int n)
{
	struct node *d, *prm, *pd;

	for (d = def->function_def.declarator->init_decl.declarator;
	     d && d->kind != N_DECLARATOR; d = declarator_inner(d)) {
		if (d->kind != N_FUNCTION || !d->function.inner ||
		    d->function.inner->kind != N_DECLARATOR)
			continue;
		for (prm = d->function.params; prm; prm = prm->next) {
			if (prm->kind != N_PARAM)
				continue;
			for (pd = prm->param.declarator; pd && pd->kind != N_DECLARATOR;
			     pd = declarator_inner(pd))
				;
			if (pd && pd->sym && pd->sym->param < n)
				params[pd->sym->param] = pd->sym;
		}
	}
}

bool flow_is_const(const struct node *e, struct cval *r)
{
	struct cval tmp;

	return const_fold_typed((struct node *)e, r ? r : &tmp) == FOLD_OK;
}

const char *flow_place(struct srcpos pos)
{
	static char buf[2][32];
	static unsigned int which;
	struct srcplace pl = source_user_place(pos.loc);
	char *b = buf[which++ & 1];

	snprintf(b, sizeof(buf[0]), "%u:%u", pl.line, pl.col);
	return b;
}
