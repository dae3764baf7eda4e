/* Conditionals left open at the end of the file are errors. */
#if 1 /* expect-error: unterminated #if */
inside_if
#ifdef X /* expect-error: unterminated #else */
#else
inside_else
#ifndef Y /* expect-error: unterminated #ifndef */
inside_ifndef
/* expect-E
inside_if
inside_else
inside_ifndef
*/
