/* args: -Wsparse-all -Wno-unknown-pragmas */
/* -Wsparse-all turns on every check; a later -Wno-<check> still wins. */
#if FOO /* expect-warning: "FOO" is not defined */
#endif
#pragma frobnicate
int x;
/* args: -Wno-decl */
