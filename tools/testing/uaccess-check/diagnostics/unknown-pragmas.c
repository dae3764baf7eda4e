/* args: -Wunknown-pragmas */
/* -Wunknown-pragmas: a #pragma the checker does not know (as gcc says it). */
#pragma foo bar /* expect-warning: ignoring '#pragma foo bar' */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic pop
#pragma pack(push, 1)
#pragma pack(pop)
_Pragma("frobnicate") /* expect-warning: ignoring '#pragma frobnicate */
int x;
/* args: -Wno-decl */
