/* args: -Wno-implicitly-unsigned-literal */
/* -Wno-implicitly-unsigned-literal: silent */
static unsigned long long a = 9223372036854775808ll;
static unsigned long long b = 9223372036854775808;
