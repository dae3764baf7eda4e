/* args: -std=gnu11 */
/* Standard predefined macros, and __CHECKER__. */
__STDC__ __STDC_VERSION__ __STDC_HOSTED__ __CHECKER__
#ifdef __GNUC__
gnuc
#endif
#ifdef __x86_64__
x86_64
#endif
#ifdef __STRICT_ANSI__
wrong
#endif
#if __SIZEOF_LONG__ == 8 && __SIZEOF_POINTER__ == 8 && __CHAR_BIT__ == 8
lp64
#endif
/* expect-E
1 201112L 1 1
gnuc
x86_64
lp64
*/
