/* #pragma lines are printed by -E, known or not, without a warning. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
#pragma pack(push, 1)
struct s { char c; int i; };
#pragma pack(pop)
#pragma weak some_symbol
#pragma STDC FP_CONTRACT ON
#pragma foo bar baz
#define N 4
#pragma GCC diagnostic pop
/* expect-E
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
#pragma pack(push, 1)
struct s { char c; int i; };
#pragma pack(pop)
#pragma weak some_symbol
#pragma STDC FP_CONTRACT ON
#pragma foo bar baz
#pragma GCC diagnostic pop
*/
