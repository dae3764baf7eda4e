/* args: -I$DIR/inc */
/*
 * The shape of net/sched/cls_api.c's tcf_chain_tp_find() in Linux 6.12:
 * a __be16 protocol compared with the u32 that carries one.  Sparse stops
 * checking the function at the address-space error before it (its
 * comparison of an __rcu pointer with a plain one) and says nothing more;
 * the checker reports both.
 */
#include "bitwise.h"

#define __rcu __attribute__((noderef, address_space(__rcu)))

struct tp {
	struct tp __rcu *next;
	__be16 protocol;
	u32 prio;
};

void *find(struct tp __rcu **pprev, struct tp *tp, u32 protocol, u32 prio)
{
	for (; *pprev != tp; pprev = &tp->next)	/* expect-warning: incompatible types in comparison expression (different address spaces) */
		if (tp->prio == prio && tp->protocol != protocol && protocol)	/* expect-warning: restricted __be16 degrades to integer */
			return tp;
	return 0;	/* expect-warning: Using plain integer as NULL pointer */
}
/* args: -Wno-decl */
