/* args: -Wno-macro-redefined -Wno-cpp */
/* -Wno-<check> turns a check off. */
#define A 1
#define A 2
#warning silenced
int x;
/* args: -Wno-decl */
