/*
 * # escapes the quotes and backslashes of string and character literals
 * in the argument, and only those.
 */
#define S(x) #x
S(hello)
S("quoted")
S("back\\slash")
S("a\n\t")
S("\"")
S('"')
S('\'')
S('\\')
S('a' "b" 'c')
S(L"wide" u8"utf8" u'x' U'y' L'z')
S("embedded 'single' quotes")
S(x = "a\\" + 'b')
S(\n)
/* expect-E
"hello"
"\"quoted\""
"\"back\\\\slash\""
"\"a\\n\\t\""
"\"\\\"\""
"'\"'"
"'\\''"
"'\\\\'"
"'a' \"b\" 'c'"
"L\"wide\" u8\"utf8\" u'x' U'y' L'z'"
"\"embedded 'single' quotes\""
"x = \"a\\\\\" + 'b'"
"\n"
*/
