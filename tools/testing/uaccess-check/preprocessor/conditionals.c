/* #if, #ifdef, #ifndef, #elif, #else and nesting; skipped groups. */
#define A 1
#if A
a_true
#elif 1/0
never_evaluated
#else
wrong
#endif
#if !A
wrong
#elif A == 1
elif_taken
#elif 1
wrong
#else
wrong
#endif
#if 0
wrong
#elif 0
wrong
#else
else_taken
#endif
#if 0
#if garbage (((
#error not reached
#endif
#bogus directive in a skipped group
#else
after_skipped_nested
#endif
#ifdef A
#ifndef B
#if defined A && !defined B
nested
#else
wrong
#endif
#endif
#endif
#if 1
taken_before_empty_elif
#elif
#endif
/* expect-E
a_true
elif_taken
else_taken
after_skipped_nested
nested
taken_before_empty_elif
*/
