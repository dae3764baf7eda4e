/* args: -Wuniversal-initializer */
/* With -Wuniversal-initializer the 0 of "{ 0 }" is a plain value. */
struct s { int *p; int x; };
struct t { int x; int *p; };

struct s s1 = { 0 };		/* expect-warning: Using plain integer as NULL pointer */
int *arr[2] = { 0 };		/* expect-warning: Using plain integer as NULL pointer */
struct t t1 = { 0 };
/* args: -Wno-decl */
