/* args: -std=gnu89 -m32 */
/* -std=gnu89 has no __STDC_VERSION__; -m32 is i386. */
#ifdef __STDC_VERSION__
wrong
#endif
#if defined(__i386__) && !defined(__x86_64__) && __SIZEOF_LONG__ == 4
is_i386
#endif
/* expect-E
is_i386
*/
