/*
 * GCC vector types (__attribute__((vector_size(N)))), used by crypto and
 * RAID code: their size and alignment, vectors in structs, element
 * access and arithmetic types.  Without -mavx gcc caps a vector's
 * alignment at __BIGGEST_ALIGNMENT__ (16).
 */
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned char v16qi __attribute__((vector_size(16)));
typedef long v4di __attribute__((vector_size(32)));
typedef float v2sf __attribute__((vector_size(8)));
typedef short v2hi __attribute__((__vector_size__(4)));

struct with_vec { char c; v4si v; };

_Static_assert(sizeof(v4si) == 16 && _Alignof(v4si) == 16, "");
_Static_assert(sizeof(v16qi) == 16 && _Alignof(v16qi) == 16, "");
_Static_assert(sizeof(v4di) == 32 && _Alignof(v4di) == 16, "capped at __BIGGEST_ALIGNMENT__ without AVX");
_Static_assert(sizeof(v2sf) == 8 && _Alignof(v2sf) == 8, "");
_Static_assert(sizeof(v2hi) == 4 && _Alignof(v2hi) == 4, "");
_Static_assert(sizeof(struct with_vec) == 32 && __builtin_offsetof(struct with_vec, v) == 16, "");
_Static_assert(sizeof(((v4si){ 0 })[0]) == 4, "an element is an int");

v4si f(v4si a, v4si b)
{
	v4si c = a + b * 2;

	c[1] = a[0];
	return c ^ b;
}
/* args: -Wno-decl */
