/* Without -Wundef (the default) undefined identifiers in #if are silent. */
#if FOO
#endif
#if !BAR
not_bar
#endif
/* expect-E
not_bar
*/
