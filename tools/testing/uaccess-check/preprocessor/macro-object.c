/* Object-like macros: chains, empty bodies, names that only look alike. */
#define ONE 1
#define TWO (ONE + ONE)
#define EMPTY
#define CHAIN TWO * TWO
#define LATER NOT_YET
int a = ONE;
int b = TWO;
int c EMPTY = CHAIN;
int d = ONE TWO EMPTY ONE;
int ONEx = xONE + ONE_ + _ONE;
int e = LATER;
#define NOT_YET 7
int f = LATER;
/* An identical redefinition is allowed and silent. */
#define ONE 1
#define TWO (ONE  +  ONE)
int g = ONE;
/* expect-E
int a = 1;
int b = (1 + 1);
int c = (1 + 1) * (1 + 1);
int d = 1 (1 + 1) 1;
int ONEx = xONE + ONE_ + _ONE;
int e = NOT_YET;
int f = 7;
int g = 1;
*/
