/*
 * Pragmas in the middle of declarations and statements, as the kernel's
 * __diag_push()/__diag_ignore() macros produce them with _Pragma, and
 * #pragma lines between the members of a struct and the statements of a
 * function: the parser ignores those it does not act upon.
 */
#define __diag_push()	_Pragma("GCC diagnostic push")
#define __diag_pop()	_Pragma("GCC diagnostic pop")
#define __diag_ignore(w) _Pragma("GCC diagnostic ignored \"-Wmissing-prototypes\"")

__diag_push();
__diag_ignore(missing-prototypes);
int no_proto(void) { return 1; }
__diag_pop();

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
struct s {
	int a;
#pragma GCC diagnostic warning "-Wshadow"
	int b;
};
#pragma GCC diagnostic pop

int f(struct s *p)
{
	int r = p->a;

	_Pragma("GCC diagnostic push")
	_Pragma("GCC diagnostic ignored \"-Wunused-variable\"")
	int other = 1;
	_Pragma("GCC diagnostic pop")
	r += other;
#pragma GCC unroll 4
	for (int i = 0; i < 4; i++)
		r += p->b;
	return r + no_proto();
}
/* args: -Wno-decl */
