int in_next2;
#if !__has_include_next(<next.h>)
no_third
#endif
