/* The defined operator, with and without parentheses. */
#define X 0
#if defined X
one
#endif
#if defined(X)
two
#endif
#if defined ( X )
three
#endif
#if !defined Y && !defined(Y)
four
#endif
#if defined X && X == 0
five
#endif
#if defined(X) + defined X + defined(Y) == 2
six
#endif
#if defined __CHECKER__
checker
#endif
#if defined(Y)
wrong
#elif defined X
seven
#endif
#ifdef X
eight
#endif
#ifndef Y
nine
#endif
#ifndef X
wrong
#endif
/* expect-E
one
two
three
four
five
six
checker
seven
eight
nine
*/
