/*
 * __extension__ before declarations (file scope, block scope, struct
 * members), before expressions, and repeated.
 */
__extension__ typedef unsigned long long u64;
__extension__ long long ll1;
__extension__ __extension__ int twice;
__extension__ static int counts[0];

struct s {
	__extension__ union {
		int a;
		long b;
	};
	__extension__ long long c;
};

__extension__ int f(struct s *p)
{
	__extension__ long long x = __extension__ 0x7fffffffffffffffLL;
	int y = __extension__ ({ int t = 1; t; });
	__extension__ int z = 3;

	return (int)(x + ll1 + p->a + p->c) + y + z + twice + (int)sizeof(counts);
}
/* args: -Wno-decl */
