/* args: -fmax-errors=2 -Werror=cpp */
/*
 * -fmax-errors=N prints the first N errors, a warning made an error
 * counting as one (as in gcc), and says how many were dropped; the
 * warnings are not counted.  The exit status is the same.
 */
#error one /* expect-error: one */
#warning two /* expect-error: two */
#error three
#warning four
int x; /* expect-warning: symbol 'x' was not declared */
/* expect-output: uaccess-check: note: 2 more errors not shown (-fmax-errors=2) */
/* expect-exit: 1 */
