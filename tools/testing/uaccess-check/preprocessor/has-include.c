/* args: -Iinc */
/* __has_include, with quotes, angles, a macro and spacing. */
#if __has_include("inc/present.h")
quoted_present
#endif
#if __has_include(<present.h>)
angled_present
#endif
#if !__has_include("inc/absent.h") && !__has_include(<absent.h>)
both_absent
#endif
#if __has_include("present.h")
quoted_found_through_I
#endif
#define HDR "inc/present.h"
#define SYSHDR <present.h>
#if __has_include(HDR) && __has_include(SYSHDR)
through_macros
#endif
#if __has_include ( "inc/present.h" )
spaces
#endif
#if defined(__has_include) && defined __has_include
defined_operator
#endif
#ifdef __has_include
ifdef
#endif
/* expect-E
quoted_present
angled_present
both_absent
quoted_found_through_I
through_macros
spaces
defined_operator
ifdef
*/
