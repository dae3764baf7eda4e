/*
 * A header that makes itself a system header, with a syntax error in a
 * macro's expansion whose arguments, on the next lines, the preprocessor
 * reads before the parser sees the error.
 */
#pragma GCC system_header
#define PAIR(x, y) x y
PAIR(int b c,
#error read ahead of the parser
     int d;)
int e f;
int g h;
