/*
 * Phase 2 splices every backslash-newline, wherever it is: inside a
 * character constant and its escapes, between a literal's prefix and
 * its quote, between the slash and the star of a comment's delimiters
 * (and of //), and inside a comment before its end.  (The expected
 * output comes first: the runner reads comments without splicing.)
 */
/* expect-E
static int a = 'b';
static int b = '\\n';
static int c = 1 + 2;
static int d = 3 + 4;
static int e = 5 + 6;
static int f = 7
+ 8;
static int g = L'x' + u"x"[0];
static int h = "\\n"[0];
static int i = 9 ;
*/
static int a = '\
b';
static int b = '\\\
n';
static int c = 1 /\
* comment *\
/ + 2;
static int d = 3 /* star-backslash *\b */ + 4;
static int e = 5 /\
\
* two splices *\
\
/ + 6;
static int f = 7 /\
/ line comment
+ 8;
static int g = L\
'x' + u\
"x"[0];
static int h = "\\\
n"[0];
#if 0
/\
* #endif */
skipped
#else
static int i = 9 /* *\
/ ;
#endif
