/* Without -Wcomment (the default), nested openers and // continuations are silent. */
int a; /* a /* nested opener */
int b; // continued \
int c;
int d; // gcc continues this one too: space between backslash and newline \ 
int e;
/* expect-E
int a;
int b;
int d;
*/
