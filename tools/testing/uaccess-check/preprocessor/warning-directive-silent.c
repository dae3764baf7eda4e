/* #warning in skipped groups says nothing. */
#if 0
#warning not in a skipped group
#endif
#ifdef NOT_DEFINED
#warning nor here
#elif 0
#warning nor here
#else
int taken;
#endif
/* expect-E
int taken;
*/
