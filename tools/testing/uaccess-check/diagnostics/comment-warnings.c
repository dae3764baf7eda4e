// args: -Wcomment
// -Wcomment: a block comment opener inside a block comment, and a line
// comment continued by a backslash.  (The expectations are in line
// comments so as not to nest openers themselves.)
int a; /* a /* nested opener */
// expect-warning@5: within comment
int b; // continued \
int c;
// expect-warning@7: multi-line comment
int d;
/* expect-E
int a;
int b;
int d;
*/
