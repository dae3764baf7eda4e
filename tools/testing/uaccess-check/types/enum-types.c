/*
 * The types gcc gives enums and enumerators: enumerators are int when
 * their value fits int; an enum with no negative value is unsigned int,
 * with one it is int; values beyond int give the enum (and, in gcc, the
 * enumerator) a wider type: unsigned long or long on x86_64; packed
 * enums are the smallest type that fits.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

enum pos { P_A, P_B = 100 };
enum neg { N_A = -1, N_B };
enum u32 { U_A = 0x80000000 };
enum u64 { W_A = 0x100000000, W_B };
enum s64 { S_NEG = -1, S_BIG = 0x100000000 };
enum __attribute__((packed)) p8 { P8_A = 255 };
enum __attribute__((packed)) ps8 { PS8_A = -128, PS8_B = 127 };
enum __attribute__((packed)) p16 { P16_A = 256 };

enum pos ep;
enum neg en;
enum u32 eu;
enum u64 ew;
enum s64 es;

is_type(P_B, int);
is_type(N_A, int);
is_type(ep, enum pos);
is_type(ep + 0, unsigned int);
is_type(en + 0, int);
is_type(eu + 0, unsigned int);
is_type(ew + 0, unsigned long);
is_type(es + 0, long);
is_type(U_A, unsigned int);		/* gcc: does not fit int, the enum's type */
is_type(W_A, unsigned long);
is_type(S_BIG, long);
_Static_assert(__builtin_types_compatible_p(enum pos, unsigned int), "compatible with its type");
_Static_assert(__builtin_types_compatible_p(enum neg, int), "");
_Static_assert(!__builtin_types_compatible_p(enum pos, int), "");
_Static_assert(!__builtin_types_compatible_p(enum pos, enum neg), "");
_Static_assert(sizeof(enum p8) == 1 && sizeof(enum ps8) == 1 && sizeof(enum p16) == 2, "packed");
_Static_assert(sizeof(enum u64) == 8 && sizeof(enum s64) == 8, "");
_Static_assert(W_B == 0x100000001, "");

int f(enum pos p)
{
	enum neg n = N_B;
	int i = p;		/* enums convert silently to and from integers */

	p = 1;
	n = i;
	return p + n;	/* expect-warning: mixing different enum types: */ /* expect-note: enum pos */ /* expect-note: enum neg */
}
/* args: -Wno-decl */
