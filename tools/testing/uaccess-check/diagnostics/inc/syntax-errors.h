/* A header of the user's (not a system header) with syntax errors. */
int a b;
int c d;
