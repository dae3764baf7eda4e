/* args: -Werror=cpp */
/* -Werror=<check> makes that check's diagnostics errors, and the exit status 1. */
#warning now an error /* expect-error: #warning now an error [-Werror=cpp] */
#define A 1
#define A 2 /* expect-warning: redefined */
int x;
/* expect-exit: 1 */
/* args: -Wno-decl */
