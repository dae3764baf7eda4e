/*
 * Character constants fold as gcc reads them: an octal escape stops after
 * three digits ('\0123' is '\012' then '3', a multi-character constant
 * the pass does not fold, not 0123), an unknown escape is its character.
 */
_Static_assert('\0123' != 83, "");
_Static_assert('\q' != 'q', "unknown escape"); /* expect-error: static assertion failed: "unknown escape" */
_Static_assert('\x41' == 'A' && '\101' == 65 && '\e' == 27 && '\'' == 39 && '\\' == 92, "");
_Static_assert('\377' == -1 && '\0' == 0 && '\n' == 10, "");
