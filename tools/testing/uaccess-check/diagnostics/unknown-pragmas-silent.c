/* Without -Wunknown-pragmas (the default), unknown pragmas are silent. */
#pragma foo bar
_Pragma("frobnicate")
int x;
/* args: -Wno-decl */
