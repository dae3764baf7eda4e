// SPDX-License-Identifier: GPL-2.0
/*
 * What an edge tells a path by its facts (edge.h): a branch's condition
 * as fact_truth() decides it, a switch's case by the exact value a path
 * knows of what it switches on.
 */
#include <string.h>

#include "ast.h"
#include "cfg.h"
#include "edge.h"
#include "key.h"
#include "sema.h"

/* The single value of case label L, if it has one. */
static bool case_value(const struct node *l, int64_t *v)
{
	struct cval cv;

	if (!l || l->kind != N_CASE || l->case_label.last ||
	    const_fold_typed(l->case_label.first, &cv) != FOLD_OK)
		return false;
	*v = (int64_t)cv.v;
	return true;
}

bool flow_edge_init(struct flow_edge *fe, const struct fact_ctx *fc, const struct cfg_block *b,
		    const struct cfg_edge *e)
{
	memset(fe, 0, sizeof(*fe));
	fe->fc = fc;
	fe->b = b;
	fe->e = e;
	if (b->term == CFG_T_SWITCH) {
		fe->key = key_lock(fc->a, b->term_node->switch_stmt.cond, fc->kopts);
		fe->single = case_value(e->label, &fe->value);
		fe->range = e->label && e->label->kind == N_CASE && !fe->single;
		return !key_is_fuzzy(fe->key) && !fe->key->vol;
	}
	if (b->term != CFG_T_BRANCH || (e->kind != CFG_EDGE_TRUE && e->kind != CFG_EDGE_FALSE))
		return false;
	fe->branch = true;
	fe->truth = e->kind == CFG_EDGE_TRUE;
	return true;
}

int flow_edge_takes(const struct flow_edge *fe, const struct facts *fs)
{
	const struct fact *f;
	unsigned int j;
	int64_t w;

	if (fe->branch) {
		int v = fact_truth(fe->fc, fs, fe->b->term_node);

		return v < 0 ? -1 : v == fe->truth;
	}
	f = fact_find(fs, fe->key, NULL);
	if (!f || !f->exact || fe->range)
		return -1;
	if (fe->single)
		return f->value == fe->value;
	/* default or no case: not if some single case matches */
	for (j = 0; j < fe->b->nsuccs; j++)
		if (case_value(fe->b->succs[j].label, &w) && w == f->value)
			return 0;
	return 1;
}

void flow_edge_learn(const struct flow_edge *fe, struct facts *fs)
{
	if (fe->branch)
		fact_branch(fe->fc, fs, fe->b, fe->truth);
	else if (fe->single)
		fact_case(fe->fc->a, fs, fe->key, fe->value);
}
