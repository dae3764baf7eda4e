/*
 * A file-scope declaration's nodes are given back once it has been
 * evaluated, and the next declaration's take their addresses: two
 * declarations made of the same nodes in the same order put each of the
 * second's where the first's was.  The bitwise check's cache of the views
 * of expressions, kept by node and type, gave "u | 0" the view of "g | 0"
 * (both unsigned int, the first a gfp_t once its 0 is left out), and the
 * second declaration a false warning.  Found on fs/proc/generic.c of 6.1.
 */
typedef unsigned int __attribute__((bitwise)) gfp_t;
extern gfp_t g;
extern unsigned int u;

static unsigned int a1 = sizeof((g | 0) + 1);	/* expect-warning: restricted gfp_t degrades to integer */
static unsigned int a2 = sizeof((u | 0) + 1);
