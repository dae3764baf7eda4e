/*
 * Bit-field layout on x86_64 (the SysV ABI, as gcc): bit-fields pack
 * into the storage unit of their declared type and do not straddle one;
 * the declared type of a named bit-field sets the struct's alignment,
 * an unnamed one's does not; a zero-width bit-field moves on to the next
 * unit of its type; _Bool, char, long and long long bit-fields.
 */
#define check(T, size, align) \
	_Static_assert(sizeof(T) == (size) && _Alignof(T) == (align), #T)

struct a { unsigned int x : 3, y : 5; };				/* one int */
struct b { unsigned char x : 3, y : 5; };				/* one char */
struct c { unsigned char x : 3, y : 6; };				/* y in the next char */
struct d { char c; int x : 4; };					/* x shares c's int unit */
struct e { char c; int x : 30; };					/* x does not fit: next int */
struct f { char c; int : 4; };						/* unnamed: no int alignment */
struct g { char c; int : 0; char d; };					/* d at the next int boundary */
struct h { int x : 1; long : 0; char c; };				/* c at the next long boundary */
struct i { unsigned long x : 40, y : 30; };				/* y does not fit the 24 bits left */
struct j { unsigned long long x : 1; };
struct k { _Bool b : 1; char c; };
struct l { short s : 9, t : 9; char c; };
struct m { char c : 1; long l : 63; };
struct n { unsigned int a : 31; unsigned int b : 2; unsigned int c : 31; };
struct o { char c; unsigned long x : 56; };				/* fits after c in one long */
struct p { char c; unsigned long x : 57; };				/* does not */

check(struct a, 4, 4);
check(struct b, 1, 1);
check(struct c, 2, 1);
check(struct d, 4, 4);
check(struct e, 8, 4);
check(struct f, 2, 1);
check(struct g, 5, 1);
check(struct h, 12, 4);
check(struct i, 16, 8);
check(struct j, 8, 8);
check(struct k, 2, 1);
check(struct l, 6, 2);
check(struct m, 8, 8);
check(struct n, 12, 4);
check(struct o, 8, 8);
check(struct p, 16, 8);
/* args: -Wno-one-bit-signed-bitfield */
