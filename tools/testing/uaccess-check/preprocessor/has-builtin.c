/* __has_builtin: gcc's answers for builtins the kernel tests. */
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_constant_p)
expect_constant_p
#endif
#if __has_builtin(__builtin_unreachable) && __has_builtin(__builtin_types_compatible_p)
more
#endif
#if !__has_builtin(__builtin_no_such_thing) && !__has_builtin(not_a_builtin)
unknown_is_zero
#endif
#ifdef __has_builtin
ifdef
#endif
#if defined __has_builtin
defined_operator
#endif
/* expect-E
expect_constant_p
more
unknown_is_zero
ifdef
defined_operator
*/
