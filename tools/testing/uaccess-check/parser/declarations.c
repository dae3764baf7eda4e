/*
 * Declaration forms: storage classes, function specifiers, several
 * declarators with and without initializers, tentative definitions,
 * extern in blocks, redeclarations that add qualifiers-compatible
 * information, prototypes with and without parameter names, void
 * parameter lists, variadic prototypes, _Noreturn, inline variants,
 * typedefs of function types used to declare functions.
 */
int a, *b, c[3], (*d)(void), e = 1, *f = &e;
int tentative;
int tentative;
int tentative = 5;
extern int declared_later;
int declared_later = 2;
static int internal;
extern const char version[];
const char version[] = "1.0";
int arr_incomplete[];
int arr_incomplete[4];
_Noreturn void die(void);
__attribute__((noreturn)) void die2(void);
static inline int sq(int x) { return x * x; }
extern inline __attribute__((gnu_inline)) int ext_inline(int x) { return x; }
typedef int handler_fn(int);
handler_fn handler_a, handler_b;
int proto_names(int count, char *name);
int proto_nonames(int, char *);
int proto_mixed(int count, char *);
int variadic(const char *fmt, ...);
int no_params(void);
int old_style();
unsigned long long ull;
long long int lli;
long unsigned int lui;
short int si;
signed short ss;
unsigned u;
signed s;
long double ld;
char const *const ccp = "x";
int const ci = 3;

int handler_a(int x) { return x + 1; }

int user(void)
{
	extern int later_global;
	static int counter;
	register int r = 1;
	auto int au = 2;
	int x = 1, y = x + 1, *px = &x;

	counter++;
	return later_global + counter + r + au + y + *px + sq(2) + handler_a(1) + a + *b + c[0] + (d != 0)	/* expect-warning: Using plain integer as NULL pointer */
		+ *f + tentative + declared_later + internal + version[0] + arr_incomplete[1]
		+ (int)ull + (int)lli + (int)lui + si + ss + (int)u + s + (int)ld + ccp[0] + ci;
}

int later_global = 4;
/* args: -Wno-decl */
