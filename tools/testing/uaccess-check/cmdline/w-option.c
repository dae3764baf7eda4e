/* args: -w */
/* -w silences every warning; errors stay. */
#warning silenced
#define A 1
#define A 2
#error not silenced /* expect-error: not silenced */
int x;
