/*
 * Enum declarations: trailing commas, explicit and implicit values,
 * values computed from earlier enumerators and sizeof, character
 * constants, negative values, values wider than int (GNU), forward
 * references to an enum tag (GNU), anonymous enums, enum variables
 * and enum types in casts and bit-fields.
 */
enum fwd;
enum fwd *fwd_ptr;

enum color { RED, GREEN = 5, BLUE, };
enum { ANON_A = 'a', ANON_B = ANON_A + 1, ANON_C = sizeof(int) * 2 };
enum signs { NEG = -1, ZERO, POS };
enum wide { W_SMALL = 1, W_BIG = 0x100000000ULL };
enum mask { M_ALL = ~0U, M_ONE = 1U << 31 };
enum shift { S0 = 1 << 0, S1 = 1 << 1, S_BOTH = S0 | S1 };
enum fwd { FWD_A, FWD_B };
typedef enum { T_A, T_B } t_enum;

struct with_enum { enum color c : 4; t_enum t; };

int f(enum color c, struct with_enum *w)
{
	enum signs s = NEG;
	enum fwd fw = FWD_B;

	w->c = (enum color)(c + 1);
	return c + s + fw + BLUE + ANON_C + S_BOTH + (int)(W_BIG >> 32) + w->t + (M_ONE != 0); /* expect-warning: mixing different enum types: */ /* expect-note: enum color */ /* expect-note: enum signs */
}

_Static_assert(BLUE == 6, "implicit value after explicit");
_Static_assert(ANON_B == 'b', "");
_Static_assert(ZERO == 0 && POS == 1, "after a negative value");
_Static_assert(S_BOTH == 3, "");
/* args: -Wno-decl */
