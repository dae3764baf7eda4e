/*
 * Nested declarators: functions returning pointers to functions,
 * pointers to arrays, arrays of function pointers, and the classic
 * signal() prototype, with and without typedefs, checked by using them.
 */
void (*signal(int sig, void (*handler)(int)))(int);
typedef void (*sighandler_t)(int);
sighandler_t signal2(int, sighandler_t);

int (*ptr_to_array)[10];
int *array_of_ptrs[10];
int (*array_of_fps[4])(int, char *);
int (*(*fp_returning_fp)(int))(long);
char (*(*x(void))[5])(void);	/* function returning pointer to array of 5 pointers to functions returning char */
int (*(*nested_arr)[3])[4];
void (*(*handlers[2])(int, void (*)(int)))(int);
const char *(*const get_name)(unsigned) = 0;	/* expect-warning: Using plain integer as NULL pointer */
int (*(fn_paren))(void);
int ((parenthesized));

static void handler(int s) { (void)s; }
static int fp_target(long l) { return (int)l; }
static int (*fp_maker(int i))(long) { (void)i; return fp_target; }

int f(void)
{
	void (*old)(int) = signal(2, handler);
	int (*(*local)(int))(long) = fp_maker;
	int arr[10];

	ptr_to_array = &arr;
	fp_returning_fp = fp_maker;
	handlers[0] = signal;
	parenthesized = (*ptr_to_array)[1];
	return (old == handler) + local(1)(2L) + fp_returning_fp(0)(5) + (*ptr_to_array)[3] + (*x())[1]();
}
/* args: -Wno-decl */
