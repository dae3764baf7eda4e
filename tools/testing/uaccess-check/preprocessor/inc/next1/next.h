/* The first one: is there a next? */
#if __has_include_next(<next.h>)
next_exists
#endif
#if !__has_include_next(<only1.h>)
only1_has_no_next
#endif
#include_next <next.h>
