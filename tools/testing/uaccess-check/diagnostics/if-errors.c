/*
 * Malformed #if expressions are errors and the unit goes on.  (The groups
 * are empty: which of them gcc then takes is its own business.)
 */
#if /* expect-error: #if with no expression */
#endif
#if 1 + /* expect-error: operator '+' has no right operand */
#endif
#if (1 /* expect-error: missing ')' in expression */
#endif
#if 1/0 /* expect-error: division by zero in #if */
#endif
#if 1 % 0 /* expect-error: division by zero in #if */
#endif
#if 1 2 /* expect-error: missing binary operator before token "2" */
#endif
#if defined /* expect-error: operator "defined" requires an identifier */
#endif
#if defined(X /* expect-error: missing ')' after "defined" */
#endif
#if 1.0 /* expect-error: floating constant in preprocessor expression */
#endif
#if "string" /* expect-error: token ""string"" is not valid in preprocessor expressions */
#endif
#if 1 ? 2 /* expect-error: '?' without following ':' */
#endif
still_going
/* expect-E
still_going
*/
