/* _Pragma: -E prints it as a #pragma line, as gcc does. */
_Pragma("GCC diagnostic push")
#define DO_PRAGMA(x) _Pragma(#x)
#define IGNORE(w) DO_PRAGMA(GCC diagnostic ignored w)
IGNORE("-Wformat")
int x;
_Pragma("GCC diagnostic pop")
int y = 1 _Pragma("GCC diagnostic push") + 2;
_Pragma ( "pack(push, 1)" )
_Pragma("message(\"a \\\"quoted\\\" message\")")
_Pragma(L"GCC diagnostic pop")
/* expect-E
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
int x;
#pragma GCC diagnostic pop
int y = 1
#pragma GCC diagnostic push
 + 2;
#pragma pack(push, 1)
#pragma message("a \"quoted\" message")
#pragma GCC diagnostic pop
*/
