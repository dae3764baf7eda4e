/* args: -Wsparse-error */
/* -Wsparse-error turns every warning into an error, and the exit status 1. */
#warning promoted /* expect-error: #warning promoted */
int x;
/* expect-exit: 1 */
/* args: -Wno-decl */
