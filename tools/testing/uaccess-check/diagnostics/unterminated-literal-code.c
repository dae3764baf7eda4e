/*
 * An unterminated string or character literal in code: the preprocessor's
 * warning and one error in gcc's words (not a syntax error about an
 * "invalid token"); the literal takes the rest of its line, ';' included,
 * and the declarations after the next ';' are checked.
 * expect-warning@13: missing terminating " character
 * expect-error@13: missing terminating " character
 * expect-warning@16: missing terminating ' character
 * expect-error@16: missing terminating ' character
 * expect-warning@19: division by zero
 */
static int before;
static const char *a = "abc;
;
static int c;
static int b = 'x;
;
static int e;
static int d = 1 / 0;
