/*
 * Data of identical-units.sh: a warning of each check family that keeps
 * state from one hook to the next (check_state()).
 */
#define __user __attribute__((noderef, address_space(__user)))
#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise le32;

struct flex { int n; char data[]; };
struct pair { int a, b; };
struct ptrs { int *p, *q; };

struct flex table[2];				/* -Wflexible-array-array */
struct pair twice = { .a = 1, .b = 2, .a = 3 };	/* -Woverride-init */
struct ptrs zero = { 0 };			/* -Wnon-pointer-null: silent */
struct ptrs one = { 0, 0 };			/* -Wnon-pointer-null, twice */

int get(int __user *p, le32 x)
{
	*p += 1;				/* -Wnoderef, once */
	return (x | x) + 1;			/* -Wbitwise */
}
