/*
 * A constant array length the pass cannot fold (here __builtin_strlen of
 * a string with an escape, which gcc folds) gives an array of unknown
 * length: sizeof of it, of its record and assertions on them are
 * unknown, never "incomplete type" or a failed assertion.
 */
int a[__builtin_strlen("a\n")];
unsigned long n = sizeof(a);
struct s { int x; int b[__builtin_strlen("a\tb")]; };
_Static_assert(sizeof(struct s) == 16, "");
int get(struct s *p) { return p->b[1] + sizeof(p->b) + a[0]; }
void f(void) { int c[__builtin_strlen("a\tb")] = { 1 }; unsigned long m = sizeof(c); (void)m; }
int incomplete[];
unsigned long bad = sizeof(incomplete);	/* expect-error: invalid application of 'sizeof' to incomplete type */
/* args: -Wno-decl */
