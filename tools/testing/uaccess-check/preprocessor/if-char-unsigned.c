/* args: -funsigned-char */
/* With -funsigned-char, '\377' is 255 in #if. */
#if '\377' < 0
char_signed
#else
char_unsigned
#endif
/* expect-E
char_unsigned
*/
