/* args: -Werror=cpp -Wno-error=cpp */
/* -Wno-error=<check> undoes -Werror=<check>. */
#warning a warning again /* expect-warning: a warning again */
int x;
/* args: -Wno-decl */
