/* args: -Wno-newline-eof */
static int quiet;