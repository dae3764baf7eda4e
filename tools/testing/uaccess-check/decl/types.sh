# --dump-types: types of declarations in C syntax: typedef chains, bitwise
# and aligned typedefs, the checker's address spaces, pointers to
# functions, arrays of pointers, qualifiers, adjusted parameters.
cat >"$TMP/a.c" <<'SRC'
typedef unsigned int u32;
typedef u32 __attribute__((bitwise)) __le32;
typedef __le32 le32_alias;
typedef unsigned long long aligned_u64 __attribute__((aligned(4)));
typedef int v4si __attribute__((vector_size(16)));
char __attribute__((noderef, address_space(__user))) *uptr;
void __attribute__((noderef, address_space(2))) *ioptr;
int (*fptr)(int, const char *, ...);
void (*signal_fn(int sig, void (*handler)(int)))(int);
char *ptrs[4];
int (*arrp)[8];
const volatile int *const cvp;
long unsigned int lui;
signed char sc;
unsigned __int128 u128;
long double ld;
double _Complex dc;
__builtin_va_list ap;
int param_adjust(int a[10], int f(void));
int old_style();
SRC
. ./inc/expect-dump.sh
expect_dump <<'EXPECT'
u32: unsigned int
__le32: __le32
le32_alias: __le32
aligned_u64: unsigned long long __attribute__((aligned(4)))
v4si: int __attribute__((vector_size(16)))
uptr: char __user *
ioptr: void __iomem *
fptr: int (*)(int, const char *, ...)
signal_fn: void (*(int, void (*)(int)))(int)
ptrs: char *[4]
arrp: int (*)[8]
cvp: const volatile int *const
lui: unsigned long
sc: signed char
u128: unsigned __int128
ld: long double
dc: _Complex double
ap: struct __va_list_tag[1]
param_adjust: int (int *, int (*)(void))
old_style: int ()
EXPECT
exit 0
