/* __has_attribute: gcc's answers for common attributes. */
#if __has_attribute(packed) && __has_attribute(__packed__)
packed
#endif
#if __has_attribute(noreturn) && __has_attribute(aligned) && __has_attribute(section)
common
#endif
#if __has_attribute(fallthrough)
fallthrough
#endif
#if !__has_attribute(no_such_attribute_xyz)
unknown_is_zero
#endif
#if defined(__has_attribute)
defined_operator
#endif
#ifdef __has_attribute
ifdef
#endif
#if __has_attribute(packed) == 1
value_is_one
#endif
/* expect-E
packed
common
fallthrough
unknown_is_zero
defined_operator
ifdef
value_is_one
*/
