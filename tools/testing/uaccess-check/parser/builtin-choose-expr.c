/*
 * __builtin_choose_expr: a constant condition selects one of two
 * expressions of any types; the other is not evaluated and may be of an
 * incompatible type (but gcc still type-checks it: both must be valid).
 * The result is an lvalue when the chosen one is.
 */
struct s { int a; };
int i;
struct s st;
double d;

#define pick(x) __builtin_choose_expr(__builtin_types_compatible_p(typeof(x), int), (x), \
	__builtin_choose_expr(__builtin_types_compatible_p(typeof(x), struct s), &(x), 0))

int f(void)
{
	int a = __builtin_choose_expr(1, i, st);
	struct s b = __builtin_choose_expr(0, i, st);
	int c = pick(i) + pick(d);
	struct s *sp = pick(st);

	__builtin_choose_expr(sizeof(long) == 8, i, d) = 3;
	return a + b.a + c + sp->a + __builtin_choose_expr(2 > 1, 10, "ten");
}
/* args: -Wno-decl */
