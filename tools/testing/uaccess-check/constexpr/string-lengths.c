/*
 * The length of a string literal counts its code units as gcc does: one
 * decoder (util.c) for escapes, UTF-8 source characters in wide
 * literals, \u and \U in each encoding, concatenated pieces.
 */
_Static_assert(sizeof("abc") == 4, "");
_Static_assert(sizeof("\x41\101\n") == 4, "");
_Static_assert(sizeof(L"ab") == 12, "");
_Static_assert(sizeof(u"a\U0001F600") == 8, "");
_Static_assert(sizeof(U"a\U0001F600") == 12, "");
_Static_assert(sizeof("\u00e9") == 3, "");
_Static_assert(sizeof("\u20ac") == 4, "");
_Static_assert(sizeof("\U0001F600") == 5, "");
_Static_assert(sizeof(u8"é") == 3, "");
_Static_assert(sizeof(L"é") == 8, "");
_Static_assert(sizeof(u"€") == 4, "");
_Static_assert(sizeof("a" "bc") == 4, "");
_Static_assert(sizeof(L"a" "bc") == 16, "");
