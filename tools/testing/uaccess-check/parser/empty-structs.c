/*
 * GNU empty structs and unions (size 0 in C), as members, as arrays, as
 * variables and in the kernel's lock_class_key-like empty types.
 */
struct empty { };
union empty_u { };
struct lock_class_key { };
struct has_empty {
	int a;
	struct empty e;
	struct lock_class_key key[0];
	int b;
};

struct empty e1;
struct empty e2[4];
static struct lock_class_key __key;

_Static_assert(sizeof(struct empty) == 0, "empty struct has size 0 in GNU C");
_Static_assert(sizeof(union empty_u) == 0, "");
_Static_assert(sizeof(e2) == 0, "");
_Static_assert(sizeof(struct has_empty) == 8, "");

int f(struct has_empty *h)
{
	struct empty local = { };

	h->e = local;
	e1 = e2[1];
	return h->a + h->b + (int)sizeof(__key);
}
/* args: -Wno-decl */
