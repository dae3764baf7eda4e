/* Comments after directives are not extra tokens; skipped groups are not checked. */
#if 1
#else /* comment */
#endif // comment
#ifdef A /* comment */
#endif /* A */
#undef A /* comment */
#include "inc/empty.h" /* comment */
#if 0
#ifdef X junk
#else junk
#endif junk
#endif
int after;
/* expect-E
int after;
*/
