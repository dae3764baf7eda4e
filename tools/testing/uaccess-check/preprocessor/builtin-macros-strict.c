/* args: -std=c11 */
/* -std=c11 is strict ISO: __STRICT_ANSI__ and no "linux"/"unix". */
__STDC_VERSION__
#ifdef __STRICT_ANSI__
strict
#endif
#if defined(linux) || defined(unix)
wrong
#endif
#if defined(__linux__) && defined(__unix__)
still_linux
#endif
/* expect-E
201112L
strict
still_linux
*/
