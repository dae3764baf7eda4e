/*
 * Integer promotions: char, short, bit-fields, _Bool and enums become
 * int in arithmetic, unary operators and shifts (the left operand's
 * promoted type is the result's); unsigned int and wider keep their
 * type.  Checked through typeof and __builtin_types_compatible_p.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

char c;
signed char sc;
unsigned char uc;
short s;
unsigned short us;
_Bool b;
unsigned int u;
int i(void);
long l;
enum small { SMALL_A } e;
struct bf { unsigned int u3 : 3; int i5 : 5; unsigned int u31 : 31; unsigned int u32 : 32; unsigned long ul40 : 40; } bf;

is_type(c, char);
is_type(+c, int);
is_type(-uc, int);
is_type(~us, int);
is_type(!l, int);
is_type(c + c, int);
is_type(sc * uc, int);
is_type(s - us, int);
is_type(b + b, int);
is_type(uc << 1, int);
is_type(s >> u, int);			/* the right operand does not matter */
is_type(1 << l, int);
is_type(u << 1, unsigned int);
is_type(l << c, long);
is_type(e + 0, unsigned int);		/* the enum's type is unsigned int (no negative values) */
is_type(SMALL_A, int);			/* enumerators are int */
is_type(bf.u3 + 0, int);		/* a narrow unsigned bit-field promotes to int */
is_type(bf.i5 + 0, int);
is_type(bf.u31 + 0, int);
is_type(bf.u32 + 0, unsigned int);
/* gcc gives wider bit-fields a type of their own width ("unsigned long:40"), clang unsigned long: only the size is sure. */
_Static_assert(sizeof(bf.ul40 + 0) == 8, "a long bit-field stays long");
is_type(c++, char);			/* ++, -- and assignments keep the operand's type */
is_type(--s, short);
is_type(uc += 1, unsigned char);
is_type(s = 70000, short);
is_type((char)1, char);
is_type(c ? c : c, int);		/* the conditional operator promotes too */
is_type('a', int);
is_type(c, typeof(c));
is_type((c), char);
is_type((i(), c), char);			/* comma: the right operand, not promoted */
/* args: -Wno-decl */
