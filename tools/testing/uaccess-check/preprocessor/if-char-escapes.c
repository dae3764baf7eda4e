/*
 * Character constants in #if, decoded as gcc does: an octal escape stops
 * after three digits, a universal character name is its UTF-8 bytes in a
 * plain constant (two chars here) and one unit in a wide one, a UTF-8
 * source character is one unit of a wide constant, an unknown escape is
 * its character.
 */
#if '\0101' == ('\010' << 8 | '1')
octal_three_digits
#endif
#if '\u00e9' == 0xc3a9
ucn_utf8_bytes
#endif
#if L'\u00e9' == 0xe9 && u'\u20ac' == 0x20ac && U'\U0001F600' == 0x1f600
ucn_wide
#endif
#if L'é' == 0xe9 && u'€' == 0x20ac
utf8_source_wide
#endif
#if '\x41' == 'A' && '\e' == 27 && '\%' == '%'
hex_gnu_unknown
#endif
/* expect-E
octal_three_digits
ucn_utf8_bytes
ucn_wide
utf8_source_wide
hex_gnu_unknown
*/
