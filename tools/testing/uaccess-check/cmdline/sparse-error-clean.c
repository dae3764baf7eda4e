/* args: -Wsparse-error */
/* -Wsparse-error without any warning: exit 0. */
int x;
/* args: -Wno-decl */
