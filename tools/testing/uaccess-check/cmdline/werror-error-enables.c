/* args: -Werror=undef */
/* -Werror=<check> also enables a check that is off by default (as gcc). */
#if FOO /* expect-error: "FOO" is not defined */
#endif
int x;
/* expect-exit: 1 */
/* args: -Wno-decl */
