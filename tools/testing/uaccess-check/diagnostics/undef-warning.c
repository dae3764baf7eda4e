/* args: -Wundef */
/* -Wundef: an undefined identifier evaluated in #if. */
#if FOO /* expect-warning: "FOO" is not defined, evaluates to 0 */
#endif
#if defined(FOO) || defined BAR
#endif
#ifdef FOO
#elif defined FOO
#endif
#if 0 && FOO
#endif
#define ONE 1
#if ONE && !BAR /* expect-warning: "BAR" is not defined */
#endif
int after;
/* expect-E
int after;
*/
