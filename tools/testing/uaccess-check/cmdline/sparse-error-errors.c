/* args: -Wsparse-error -Wno-decl */
/*
 * Under -Wsparse-error every error fails the run, not only the warnings
 * it promotes: an error of the front end alone gives exit status 1, as
 * in sparse.
 */
#error only an error /* expect-error: only an error */
int x;
/* expect-exit: 1 */
