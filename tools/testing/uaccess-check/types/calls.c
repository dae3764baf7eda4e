/*
 * Function calls: arguments converted as if by assignment to prototyped
 * parameters (integer and floating conversions, null pointer constants,
 * void * to and from object pointers, qualifiers added), default argument
 * promotions for variadic and prototype-less functions, calls through
 * pointers with and without *, calls of calls, and the result's type.
 */
#define is_type(e, T) _Static_assert(__builtin_types_compatible_p(typeof(e), T), #e " is " #T)

long takes_long(long);
double takes_double(double);
void takes_ptrs(const char *, void *, const void *);
int variadic(const char *, ...);
int noproto();
char ret_char(void);
int (*get_fn(int))(long);
struct big { int a[16]; } ret_struct(struct big);
unsigned char small_ret(void);

is_type(ret_char(), char);
is_type(small_ret(), unsigned char);
is_type(get_fn(1)(2), int);
is_type(get_fn, int (*(int))(long));
is_type(ret_struct((struct big){ 0 }), struct big);
is_type(ret_struct((struct big){ 0 }).a[1], int);

int f(int i, char c, float fl, char *s, void *v, int (*fp)(long))
{
	unsigned char uc = 200;
	short sh = -1;

	takes_long(i);
	takes_long(c);
	takes_long(3.7);			/* floating to integer */
	takes_double(i);
	takes_double(fl);
	takes_ptrs(s, s, s);
	takes_ptrs(0, v, v);	/* expect-warning: Using plain integer as NULL pointer */
	takes_ptrs((void *)0, (int *)v, (const int *)v);
	takes_ptrs(v, 0, 0);			/* void * to const char * */	/* expect-warning: Using plain integer as NULL pointer */	/* expect-warning: Using plain integer as NULL pointer */
	variadic("%d %d %f %s", c, sh, fl, s);	/* promoted to int, int, double */
	variadic("%u", uc);
	noproto(1, 2.0f, s);
	fp(1);
	(*fp)(2);
	(**fp)(3);
	get_fn(1)(2);
	(*get_fn(1))(2);
	return ret_char() + small_ret() + ret_struct((struct big){ { 1 } }).a[0];
}
/* args: -Wno-decl */
