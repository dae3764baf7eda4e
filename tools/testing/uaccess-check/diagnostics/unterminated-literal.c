/*
 * Unterminated string and character literals: a warning with -E, as gcc
 * says it, and the line goes on as other tokens.
 * expect-warning@9: missing terminating " character
 * expect-warning@10: missing terminating ' character
 * expect-warning@13: missing terminating ' character
 */
int before;
int a = "abc;
int b = 'x;
int c;
#if 0
don't: gcc warns about this one in a skipped group too
#endif
int d;
/* expect-E
int before;
int a = "abc;
int b = 'x;
int c;
int d;
*/
