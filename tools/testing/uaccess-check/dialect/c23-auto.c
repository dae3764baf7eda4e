/* args: -std=gnu2x */
/*
 * C23 "auto" (gcc 13 on): with no type specifier and an initializer, the
 * variable takes the type of the initializer's value, as __auto_type
 * does; the kernel's compiler_types.h maps auto to __auto_type for older
 * standards (after 6.12) and may use it directly under -std=gnu23.
 * With a type specifier, auto is still the storage class.
 *
 */
struct item { int key; const char *name; };

int f(struct item *it, unsigned long n)
{
	auto p = it;			/* struct item * */
	auto len = n;			/* unsigned long */
	auto key = &it->key;		/* int * */
	const auto name = it->name;	/* const char *const */
	auto int old_style = 1;		/* storage class */

	_Static_assert(__builtin_types_compatible_p(typeof(p), struct item *), "");
	_Static_assert(__builtin_types_compatible_p(typeof(len), unsigned long), "");
	_Static_assert(__builtin_types_compatible_p(typeof(key), int *), "");
	_Static_assert(__builtin_types_compatible_p(typeof(name), const char *), "");
	_Static_assert(sizeof(len) == 8);
	name = 0;			/* expect-error: assignment of read-only variable 'name' */
	return p->key + *key + old_style + (int)len;
}
/* args: -Wno-decl */
