# SPDX-License-Identifier: GPL-2.0
# The runner's reading of expectations: in block and line comments, in
# multi-line comments, several on a line, never in string literals; args
# accumulate and are shell-quoted; $DIR expands.
set -u
runner=$DIR/../run-tests
t=$TMP/root
mkdir -p "$t/p/inc"
cat >"$TMP/fake-uc" <<'FAKE'
#!/bin/sh
# Prints a warning "wN" for each line N listed on its WARN: lines, and
# its arguments as a warning on line 1.
for last; do :; done
for a; do [ "$a" = "$last" ] || args="${args:-}[$a]"; done
echo "$last:1:1: warning: args ${args:-}" >&2
sed -n 's/^.*WARN: //p' "$last" | tr ' ' '\n' | while read -r l; do
	[ -n "$l" ] && echo "$last:$l:1: warning: w$l [-Wx]" >&2
done
exit 0
FAKE
chmod +x "$TMP/fake-uc"

cat >"$t/p/comments.c" <<'C'
/* args: -DA=1 "-DB=a b" */ // expect-warning@1: args [-DA=1][-DB=a b][-I
// args: -I$DIR/inc
/*
 * expect-warning@6: w6
 */
int a; /* expect-warning: w6 */ /* expect-warning: w6 */
char *s = "/* expect-warning: not in a string */"; // expect-warning: w7
char c = '"'; /* expect-warning: w8 */
/* WARN: 6 6 6 7 8 */
C
cat >"$t/p/string.c" <<'C'
char *s = "// expect-warning: not in a string";
C
cat >"$t/p/longest.c" <<'C'
/* Both texts match the first warning of line 4: the longer one gets it. */
/* WARN: 4 */
/* expect-warning@4: w */
/* expect-warning@4: w4 */
C
cat >"$t/p/exit.c" <<'C'
/* expect-exit: 0 */ /* expect-warning@1: args */
C
sh "$runner" --root "$t" "$TMP/fake-uc" >"$TMP/out" 2>&1
status=0
for l in 'PASS: p/comments.c' 'PASS: p/exit.c' \
	'FAIL: p/longest.c: missing warning at longest.c:4: w (and 1 more)'; do
	grep -qxF "$l" "$TMP/out" || { echo "missing: $l"; status=1; }
done
# string.c: the text in the literal is no expectation, so the fake's
# args warning is unexpected and nothing is missing.
grep -q '^FAIL: p/string.c: unexpected: string.c:1:1: warning: args' "$TMP/out" ||
	{ echo "string.c misread"; status=1; }
grep -q 'not in a string' "$TMP/out" && { echo "expectation read in a string"; status=1; }
[ $status = 0 ] || cat "$TMP/out"
exit $status
