/* Character constants in #if: escapes, and plain char is signed on x86. */
#if 'a' == 97
letter
#endif
#if '\377' < 0
char_signed
#else
char_unsigned
#endif
#if '\n' == 10 && '\0' == 0 && '\x41' == 65 && '\'' == 39 && '\\' == 92
escapes
#endif
#if '\101' == 'A' && '"' == 34
octal_and_quote
#endif
#if L'\377' > 0 && u'x' == 120 && U'y' == 121
wide
#endif
/* expect-E
letter
char_signed
escapes
octal_and_quote
wide
*/
