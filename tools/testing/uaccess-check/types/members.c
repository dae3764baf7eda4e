/*
 * Member access: the member's type (with the object's qualifiers added
 * for "."/"->" on a qualified struct), anonymous members, members of
 * struct values returned by functions, arrays in structs, bit-fields'
 * declared types through sizeof, and unions.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e) *, typeof(T) *), #e " is " #T)

struct in { long l; char name[8]; };
struct s {
	int a;
	const int ca;
	struct in in;
	struct in *pin;
	union { short sh; struct { char lo, hi; }; };
	unsigned int bits : 4;
	int (*op)(int);
};
struct s st;
const struct s cst;
volatile struct s *vsp;
struct s get(void);

is_type(st.a, int);
is_type(st.ca, const int);
is_type(cst.a, const int);
is_type(cst.in.l, const long);
is_type(cst.pin, struct in *const);
is_type(cst.pin->l, long);		/* the pointed-to struct is not const */
is_type(vsp->a, volatile int);
is_type(vsp->in.name, volatile char [8]);
is_type(st.in.name[1], char);
is_type(st.sh, short);
is_type(st.hi, char);
is_type(st.op(1), int);
is_type(get().in, struct in);
is_type((&st)->pin, struct in *);
_Static_assert(sizeof(st.bits + 0) == 4, "");

int f(struct s *p, struct s v)
{
	p->a = v.a;
	p->lo = v.hi;
	p->bits = 15;
	p->in.name[0] = get().in.name[1];
	return p->pin->l + v.in.l + p->sh + p->op(p->bits);
}
/* args: -Wno-decl */
