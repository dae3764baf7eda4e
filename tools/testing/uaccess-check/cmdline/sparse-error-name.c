/* args: -Wsparse-error */
/* -Wsparse-error, like gcc's -Werror, names the option as -Werror=NAME. */
#warning promoted /* expect-error: #warning promoted [-Werror=cpp] */
int x;
/* expect-exit: 1 */
/* args: -Wno-decl */
