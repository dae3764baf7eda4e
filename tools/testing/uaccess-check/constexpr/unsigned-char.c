/* args: -funsigned-char */
/*
 * With -funsigned-char (the kernel's default since 6.2) plain char is
 * unsigned: conversions, promotions and character constants follow.
 * Character constants stay int, but '\377' is then 255.
 */
_Static_assert((char)-1 == 255, "");
_Static_assert((char)-1 > 0, "");
_Static_assert((char)200 > (char)100, "");
_Static_assert('\377' == 255, "a character constant is converted through char");
_Static_assert(sizeof('a') == sizeof(int), "");
_Static_assert(!__builtin_types_compatible_p(char, unsigned char), "still a distinct type");
_Static_assert(__builtin_types_compatible_p(typeof((char)1 + 0), int), "promoted to int");
_Static_assert((signed char)-1 < 0, "signed char stays signed");
_Static_assert(__CHAR_UNSIGNED__ == 1, "");
