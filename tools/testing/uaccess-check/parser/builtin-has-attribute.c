/*
 * __builtin_has_attribute (gcc 9) with declarations, types and
 * expressions as first operand and attributes with arguments, as
 * compiler_attributes.h users test it.
 */
int x __attribute__((aligned(16)));
void f(void) __attribute__((cold));
struct __attribute__((packed)) s { int a; char b; };

_Static_assert(__builtin_has_attribute(x, aligned), "");
_Static_assert(__builtin_has_attribute(x, aligned(16)), "");
_Static_assert(__builtin_has_attribute(f, cold), "");
_Static_assert(__builtin_has_attribute(struct s, packed), "");
_Static_assert(!__builtin_has_attribute(int, packed), "");

int g(void)
{
	return __builtin_has_attribute(x, __aligned__) + __builtin_has_attribute(&x, aligned);
}
/* args: -Wno-decl */
