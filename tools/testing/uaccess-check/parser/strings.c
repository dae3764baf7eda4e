/*
 * String and character literals: adjacent string concatenation, with
 * and without prefixes (L, u, U, u8; a prefixed piece makes the whole
 * string prefixed), escapes, wide and multi-character constants, and
 * their types checked through sizeof and __builtin_types_compatible_p.
 */
const char *s1 = "abc" "def" "\n";
const char *s2 = "line " "one\t" "two";
const int *w1 = (const int *)L"wide" L" string";
const int *w2 = (const int *)L"mixed" " narrow";
const unsigned short *u16 = u"sixteen" u" bits";
const unsigned int *u32 = U"thirty-two" " bits";
const char *u8s = u8"utf-8 " "text";
const char esc[] = "\x41\101\a\b\f\n\r\t\v\\\'\"\?\0";
const char empty[] = "" "";

_Static_assert(sizeof("abc" "def") == 7, "concatenation has one NUL");
_Static_assert(sizeof(L"ab" "c") == 4 * 4, "wchar_t is 4 bytes");
_Static_assert(sizeof(u"ab") == 3 * 2, "char16_t");
_Static_assert(sizeof(U"ab") == 3 * 4, "char32_t");
_Static_assert(sizeof(esc) == 15, "escapes");
_Static_assert(sizeof(empty) == 1, "");
_Static_assert(sizeof('a') == sizeof(int), "character constant is int");
_Static_assert(sizeof(L'a') == 4, "wide character constant is wchar_t (int)");
_Static_assert(sizeof(u'a') == 2 && sizeof(U'a') == 4, "");
_Static_assert('\377' == -1, "char is signed on x86 by default");
_Static_assert(L'\xffffffff' == -1, "wchar_t is int");
_Static_assert('\x41' == 65 && '\101' == 65 && '\0' == 0, "");
/* gcc warns by default (-Wmultichar); the checker stays silent. */
_Static_assert('ab' == 0x6162, "multi-character constant");
_Static_assert(__builtin_types_compatible_p(typeof("x"), char [2]), "");
_Static_assert(__builtin_types_compatible_p(typeof(L"x"), int [2]), "");
/* args: -Wno-decl */
