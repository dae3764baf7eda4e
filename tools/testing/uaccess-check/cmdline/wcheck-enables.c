/* args: -Wundef -Wunknown-pragmas */
/* -W<check> turns on a check that is off by default. */
#if FOO /* expect-warning: "FOO" is not defined */
#endif
int x;
/* args: -Wno-decl */
