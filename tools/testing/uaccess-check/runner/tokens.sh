# SPDX-License-Identifier: GPL-2.0
# The runner's token comparison of expect-E blocks: white space, blank
# lines and line markers do not count, token boundaries and the contents
# of literals do, and #pragma lines are compared as tokens.  A fake
# checker prints the text of the file named OUTPUT in the test's comment.
set -u
runner=$DIR/../run-tests
t=$TMP/root
mkdir -p "$t/tok"
cat >"$TMP/fake-uc" <<'FAKE'
#!/bin/sh
for last; do :; done
sed -n 's/^OUTPUT: //p' "$last"
FAKE
chmod +x "$TMP/fake-uc"

# name, what the fake prints, the expected block; same or different
n=0
tok()
{
	n=$((n + 1))
	printf '%s\n' "OUTPUT: $2" | sed 's/\\n/\nOUTPUT: /g' >"$t/tok/$1.c"
	printf '%s\n' '/* expect-E' "$3" '*/' >>"$t/tok/$1.c"
	echo "$4 $1" >>"$TMP/cases"
}
: >"$TMP/cases"
tok munch 'x ++ + y ;' 'x+++y;' same
tok munch2 'a ... b <<= c -> d %:%: e' 'a...b<<=c->d%:%:e' same
tok markers '# 1 "f.c"\n\n   int\n#line 7\n# 3 "f.c" 2 3\nx ;' 'int x;' same
tok literals 'L"s" u8"t" u'"'"'c'"'"' U"\"q\""' 'L"s"  u8"t"   u'"'"'c'"'"' U"\"q\""' same
tok numbers '.5e+3 0x1p-2 1.2.3 12ULL' '.5e+3 0x1p-2 1.2.3 12ULL' same
tok pragma '#pragma GCC diagnostic push\nint x;' '#  pragma GCC diagnostic push' diff
tok pragma2 '# pragma pack ( 1 )' '#pragma pack(1)' same
tok split 'a ++ b' 'a + +b' diff
tok join 'a + + b' 'a++b' diff
tok string 'char *s = "a  b";' 'char *s = "a b";' diff
tok number '1.0e + 5' '1.0e+5' diff
tok paste 'x # # y' 'x ## y' diff
tok prefix 'L "s"' 'L"s"' diff
tok missing 'a b' 'a b c' diff
tok other '@ ` \' '@`\' same

sh "$runner" --root "$t" "$TMP/fake-uc" >"$TMP/out" 2>&1
status=0
while read -r kind name; do
	if [ "$kind" = same ]; then
		grep -qx "PASS: tok/$name.c" "$TMP/out" || { echo "$name: should pass"; status=1; }
	else
		grep -q "^FAIL: tok/$name.c: preprocessed output differs" "$TMP/out" ||
			{ echo "$name: should fail"; status=1; }
	fi
done <"$TMP/cases"
[ $status = 0 ] || cat "$TMP/out"
exit $status
