/* Conditional directives out of place are errors; the unit goes on. */
one
#else /* expect-error: #else without #if */
two
#endif /* expect-error: #endif without #if */
three
#elif 1 /* expect-error: #elif without #if */
four
#if 1
five
#endif
/* expect-E
one
two
three
four
five
*/
