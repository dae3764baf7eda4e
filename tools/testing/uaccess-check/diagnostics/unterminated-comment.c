/*
 * An unterminated comment is an error at its start; what precedes stays.
 * (The expected output comes first: the comment swallows the rest.)
 */
int before;
/* expect-E
int before;
int x;
*/
int x; /* expect-error: unterminated comment
int y;
