/* #line changes __LINE__, __FILE__ and the positions of diagnostics. */
__LINE__ __FILE__
#line 100
__LINE__ __FILE__
#line 200 "renamed.c"
__LINE__ __FILE__
#define N 300
#define NAME "macro-named.c"
#line N NAME
__LINE__ __FILE__
# 400 "gnu-style.c"
__LINE__ __FILE__
#warning after the line marker /* expect-warning@gnu-style.c:401: after the line marker */
__LINE__
/* expect-E
2 "line-directive.c"
100 "line-directive.c"
200 "renamed.c"
300 "macro-named.c"
400 "gnu-style.c"
402
*/
