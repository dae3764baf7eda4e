/*
 * Records whose layout the pass could not fold are only their own
 * unknowns: after thousands of them (here 4096, a big unit's count of
 * structs with such a bit-field), the size of every other record still
 * folds, and a false assertion on it is still reported.
 */
#define W		(int)(1.5 * 2)
#define CAT_(a, b)	a##b
#define CAT(a, b)	CAT_(a, b)
#define U1		typedef struct { int w : W; char c; } CAT(odd_, __COUNTER__);
#define U2		U1 U1
#define U8		U2 U2 U2 U2
#define U64		U8 U8 U8 U8 U8 U8 U8 U8
#define U512		U64 U64 U64 U64 U64 U64 U64 U64
#define U4096		U512 U512 U512 U512 U512 U512 U512 U512
U4096

struct known { int a; char b; };
struct odd_member { struct { int w : W; } o; int after; };
_Static_assert(sizeof(struct known) == 8, "");
_Static_assert(sizeof(struct odd_member) == 1, "");
_Static_assert(sizeof(struct known) == 5, "known"); /* expect-error: static assertion failed: "known" */
