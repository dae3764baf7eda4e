/* #error is an error, and the unit goes on: later lines are still output. */
int before;
#error this is an error /* expect-error: #error this is an error */
int after;
#define MSG not expanded
#error MSG "string" 'c' /* expect-error: #error MSG "string" 'c' */
#if 0
#error not in a skipped group
#endif
int at_end;
/* expect-E
int before;
int after;
int at_end;
*/
