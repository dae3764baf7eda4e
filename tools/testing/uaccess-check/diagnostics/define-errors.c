/* Malformed #define and #undef directives. */
#define /* expect-error: no macro name given in #define directive */
#define 3 /* expect-error: macro names must be identifiers */
#define "s" x /* expect-error: macro names must be identifiers */
#define F(x, x) x /* expect-error: duplicate macro parameter "x" */
#define G(x /* expect-error: expected ')' */
#define H(1) x /* expect-error: expected parameter name */
#define defined /* expect-error: "defined" cannot be used as a macro name */
#define S(x) #y /* expect-error: '#' is not followed by a macro parameter */
#define P1 ## x /* expect-error: '##' cannot appear at either end of a macro expansion */
#define P2 x ## /* expect-error: '##' cannot appear at either end of a macro expansion */
#undef /* expect-error: no macro name given in #undef directive */
#define OK 1
OK F G H S P1 P2
/* expect-E
1 F G H S P1 P2
*/
