/*
 * In #if, an identifier that is not a macro is 0 (and silent without
 * -Wundef); keywords are identifiers too.
 */
#if UNDEFINED_MACRO == 0
undefined_is_zero
#endif
#if UNDEFINED_MACRO
wrong
#endif
#if true || int || sizeof
wrong
#else
keywords_are_zero
#endif
#define ZERO 0
#define NOT_A_NUMBER ZERO
#if NOT_A_NUMBER
wrong
#elif !NOT_A_NUMBER
expanded
#endif
/* expect-E
undefined_is_zero
keywords_are_zero
expanded
*/
