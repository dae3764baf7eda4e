/* args: -DCMD=1 */
/* Identical redefinitions (white space amounts aside) are silent. */
#define A 1
#define A 1
#define B(x, y)  x   +   y
#define B(x, y) x /* comment */ + y
#define C
#define C
#define CMD 1
#define D 1
#undef D
#define D 2
A B(1, 2) C CMD D
/* expect-E
1 1 + 2 1 2
*/
