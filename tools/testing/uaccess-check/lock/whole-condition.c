/*
 * The whole && / || condition a branch belongs to (flow/cond.h): the
 * early return of "if (!u->flag || !u->debug) return;" knows the whole
 * test true, and the summary splits on it; an operand that is a ?: is a
 * condition of its own, whose parts the whole condition does not name:
 * nothing the caller can test tells the exits of lock_if_chosen() apart.
 */
/* args: -I$DIR/inc -Wno-decl --dump-lock-summaries */
/* expect-output: summary lock_if_both: [any if !((!u->flag) || (!u->debug)) + u] [any if ((!u->flag) || (!u->debug))] (2 exits) */
/* expect-output: summary lock_if_chosen: [any ? u] (2 exits) */
#include "locks61.h"

struct unit {
	struct mutex m;
	int flag, debug, other;
};

static void lock_if_both(struct unit *u)
{
	if (!u->flag || !u->debug)
		return;
	mutex_lock(&u->m);
}

static void lock_if_chosen(struct unit *u)
{
	if ((u->flag ? !u->debug : !u->other) || !u->flag)
		return;
	mutex_lock(&u->m);
}

void use(struct unit *u)
{
	lock_if_both(u);
	lock_if_chosen(u);
}
