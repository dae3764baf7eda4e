/* args: -E */
/* A file that includes itself without a guard: an error at a depth limit. */
#include "include-recursion.c" /* expect-error: #include nested depth */
