/* args: -nostdinc -I. */
/*
 * -nostdinc: the system directories are not searched (Kbuild always
 * passes it); gcc needs some -I directory for __has_include(<...>).
 */
#if __has_include(<stddef.h>) || __has_include(<stdio.h>)
wrong
#else
no_system_headers
#endif
/* expect-E
no_system_headers
*/
