/*
 * Types of compound literals: an lvalue of the named type (arrays decay
 * outside sizeof, unsized arrays get their size from the initializer),
 * usable with & and as an initializer of the same type.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

struct point { int x, y; };

is_type((int){ 1 }, int);
is_type(((int []){ 1, 2, 3 }), int [3]);
is_type((char []){ "abcd" }, char [5]);
is_type((struct point){ 0 }, struct point);
is_type(&(struct point){ 0 }, struct point *);
is_type((const int){ 1 } + 1, int);
is_type((int [2]){ 0 } + 1, int *);
_Static_assert(sizeof((int []){ 1, 2, 3 }) == 12, "");
_Static_assert(sizeof((struct point [4]){ }) == 32, "");

struct point *f(int v)
{
	static struct point *keep;
	struct point p = (struct point){ .x = v };
	int *ip = (int [2]){ v, v };

	(struct point){ 1, 2 } = p;	/* a modifiable lvalue */
	keep = &(struct point){ ip[1], p.x };
	return keep;
}
/* args: -Wno-decl */
