/*
 * __builtin_types_compatible_p as gcc answers it (top-level qualifiers
 * ignored, typedefs see through, int/long/long long all distinct even
 * at equal width, char distinct from signed and unsigned char, enums
 * compatible with their underlying type, arrays of unknown size with
 * sized ones, function types by their prototypes), and
 * __builtin_choose_expr selecting by it, with the type of the chosen
 * operand.
 */
typedef int myint;
typedef myint *myintp;
enum e { E_A };
struct s { int a; };
struct t { int a; };

#define compat(a, b) __builtin_types_compatible_p(a, b)

_Static_assert(compat(int, int), "");
_Static_assert(compat(int, const int), "top-level qualifiers ignored");
_Static_assert(compat(volatile long, long), "");
_Static_assert(compat(myint, int) && compat(myintp, int *), "typedefs");
_Static_assert(!compat(int *, const int *), "pointed-to qualifiers matter");
_Static_assert(!compat(int, long), "");
_Static_assert(!compat(long, long long), "same width, distinct types");
_Static_assert(!compat(int, unsigned int), "");
_Static_assert(!compat(char, signed char) && !compat(char, unsigned char), "");
_Static_assert(compat(enum e, unsigned int), "enum e's type is unsigned int");
_Static_assert(!compat(enum e, int), "");
_Static_assert(compat(int [], int [5]), "unknown size");
_Static_assert(!compat(int [4], int [5]), "");
_Static_assert(compat(int (*)(int), int (*)(int)), "");
_Static_assert(!compat(int (*)(int), int (*)(long)), "");
_Static_assert(compat(int (*)(), int (*)(int)), "prototype-less");
_Static_assert(!compat(struct s, struct t), "distinct tags");
_Static_assert(compat(typeof(1 + 1L), long), "");
_Static_assert(compat(typeof(E_A), int), "");
_Static_assert(compat(float, float) && !compat(float, double), "");

#define choose(c, a, b) __builtin_choose_expr(c, a, b)

_Static_assert(choose(1, 10, 20) == 10, "");
_Static_assert(choose(0, 10, 20) == 20, "");
_Static_assert(sizeof(choose(1, (char)1, 1L)) == 1, "the chosen operand's type, not converted");
_Static_assert(sizeof(choose(0, (char)1, 1L)) == 8, "");
_Static_assert(compat(typeof(choose(compat(int, int), 1U, 1.0)), unsigned int), "");
_Static_assert(choose(sizeof(long) == 8, 64, 32) == 64, "");
_Static_assert(choose(compat(typeof(E_A), int), 1, 2) == 1, "");
