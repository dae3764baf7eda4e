/* args: -fmax-errors=3 -Werror=cpp */
/*
 * -fmax-errors=N stops the unit at its error N + 1, a warning made an
 * error counting as one (as in gcc): the first N are reported, then a
 * note where the unit stopped, and nothing after it, warnings included.
 * The warnings before it are not counted.  The exit status is that of
 * what was reported (a warning made an error: 1).
 */
#error one /* expect-error: one */
#warning two /* expect-error: two */
int w; /* expect-warning: symbol 'w' was not declared */
int a b; /* expect-error: syntax error */
#error four /* expect-note: checking of this unit stopped: too many errors (-fmax-errors=3) */
#warning five
int x;
/* expect-exit: 1 */
