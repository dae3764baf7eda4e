/* An error that no option promoted leaves the exit status 0 (never stop a build). */
#error a real error /* expect-error: a real error */
int x;
/* args: -Wno-decl */
