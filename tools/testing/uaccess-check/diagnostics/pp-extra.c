/* Extra tokens at the end of directives are warnings (gcc's wording). */
#if 1
#else junk /* expect-warning: extra tokens at end of #else directive */
#endif junk /* expect-warning: extra tokens at end of #endif directive */
#ifdef A junk /* expect-warning: extra tokens at end of #ifdef directive */
#endif
#ifndef A junk /* expect-warning: extra tokens at end of #ifndef directive */
#endif
#undef A junk /* expect-warning: extra tokens at end of #undef directive */
#include "inc/empty.h" junk /* expect-warning: extra tokens at end of #include directive */
#pragma once /* expect-warning: #pragma once in main file */
int after;
/* expect-E
int after;
*/
