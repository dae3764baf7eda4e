# SPDX-License-Identifier: GPL-2.0
# The runner itself: it must detect failing tests.  A fake checker (a
# shell script with canned output per test name) runs a test tree made
# in $TMP whose tests pass or fail on purpose; the runner's report must
# be exactly the expected one, with exit status 1.
set -u
runner=$DIR/../run-tests
t=$TMP/root
mkdir -p "$t/area/inc" "$t/area/data" "$t/examples" "$t/other"

cat >"$TMP/fake-uc" <<'FAKE'
#!/bin/sh
for last; do :; done
case $last in
pass-diag.c)
	echo "pass-diag.c:3:7: warning: foo bar [-Wx]" >&2
	echo "pass-diag.c:3:7: note: a note nobody expects" >&2
	echo "In file included from pass-diag.c:1:" >&2 ;;
missing-diag.c) ;;
unexpected-diag.c)
	echo "unexpected-diag.c:2:1: warning: surprise" >&2 ;;
twice.c)
	echo "twice.c:2:1: warning: same" >&2
	echo "twice.c:2:9: warning: same" >&2 ;;
wrong-line.c)
	echo "wrong-line.c:3:1: error: misplaced" >&2 ;;
at-line.c)
	echo "at-line.c:5:1: error: at end of input" >&2
	echo "/some/where/area/inc/a.h:2:3: warning: in a header" >&2
	echo "at-line.c:2: fatal error: no column here" >&2 ;;
e-pass.c)
	[ "$1" = -E ] || exit 9
	printf '# 1 "e-pass.c"\n\nx ++\n# 3 "e-pass.c" 2\n   + y ; L"s" .5\n#pragma once\n' ;;
e-fail.c)
	printf 'a ++ b\n' ;;
exit-fail.c) ;;
exit-pass.c) exit 1 ;;
output.c)
	echo "uaccess-check: error: no such option" >&2; exit 2 ;;
output-unexpected.c)
	echo "uaccess-check: fatal error: out of memory" >&2 ;;
crash.c) kill -SEGV $$ ;;
asan.c)
	echo "==1==ERROR: AddressSanitizer: heap-buffer-overflow" >&2 ;;
args.c)
	[ "$1" = -DX=1 ] && [ "$2" = "-I$PWD/inc" ] && [ "$3" = "a b" ] &&
		[ "$4" = -w ] || echo "args.c:1:1: error: bad args: $*" >&2 ;;
*) echo "$last:1:1: error: the fake checker does not know this test" >&2 ;;
esac
exit 0
FAKE
chmod +x "$TMP/fake-uc"

printf '%s\n' '#include "inc/a.h"' '' 'int x; /* expect-warning: foo */' >"$t/area/pass-diag.c"
printf '%s\n' '' '' 'int y; /* expect-warning: never printed */' >"$t/area/missing-diag.c"
printf '%s\n' '' 'int z;' >"$t/area/unexpected-diag.c"
printf '%s\n' '' 'a /* expect-warning: same */' >"$t/area/twice.c"
printf '%s\n' '' 'a /* expect-error: misplaced */' '' >"$t/area/wrong-line.c"
printf '%s\n' '' '// expect-error: no column' '/* expect-error@5: end of input */' \
	'/* expect-warning@inc/a.h:2: in a header */' '' >"$t/area/at-line.c"
printf '%s\n' 'x+++y; L"s".5' '/* expect-E' 'x+++y;' '  L"s"' '.5' '#pragma once' '*/' >"$t/area/e-pass.c"
printf '%s\n' 'a+ +b' '/* expect-E' 'a + +b' '*/' >"$t/area/e-fail.c"
printf '%s\n' '/* expect-exit: 1 */' >"$t/area/exit-fail.c"
printf '%s\n' '/* expect-exit: 1 */' >"$t/area/exit-pass.c"
printf '%s\n' '/* expect-output: no such option */' '/* expect-exit: 2 */' >"$t/area/output.c"
printf '%s\n' '' >"$t/area/output-unexpected.c"
printf '%s\n' '' >"$t/area/crash.c"
printf '%s\n' '' >"$t/area/asan.c"
printf '%s\n' '/* args: -DX=1 -I$DIR/inc */' "// args: 'a b' -w" >"$t/area/args.c"
printf '%s\n' '/* skip: not today */' >"$t/area/skipped.c"
printf '%s\n' 'exit 0' >"$t/area/sh-pass.sh"
printf '%s\n' 'echo "something went wrong"' 'exit 3' >"$t/area/sh-fail.sh"
printf '%s\n' 'echo "needs a thing"' 'exit 77' >"$t/area/sh-skip.sh"
printf '%s\n' 'exit 1' >"$t/area/data/not-a-test.sh"
printf '%s\n' 'exit 1' >"$t/examples/not-a-test.sh"
printf '%s\n' 'exit 0' >"$t/other/pass.sh"

sh "$runner" --root "$t" "$TMP/fake-uc" >"$TMP/out" 2>&1
status=$?

cat >"$TMP/expected" <<'EXPECTED'
PASS: area/args.c
FAIL: area/asan.c: sanitizer report
PASS: area/at-line.c
FAIL: area/crash.c: crashed (signal 11)
FAIL: area/e-fail.c: preprocessed output differs (tokens, -expected +actual):
PASS: area/e-pass.c
FAIL: area/exit-fail.c: exit status 0, expected 1
PASS: area/exit-pass.c
FAIL: area/missing-diag.c: missing warning at missing-diag.c:3: never printed
FAIL: area/output-unexpected.c: unexpected: uaccess-check: fatal error: out of memory
PASS: area/output.c
PASS: area/pass-diag.c
FAIL: area/sh-fail.sh: exit status 3: something went wrong
PASS: area/sh-pass.sh
SKIP: area/sh-skip.sh: needs a thing
SKIP: area/skipped.c: not today
FAIL: area/twice.c: unexpected: twice.c:2:9: warning: same
FAIL: area/unexpected-diag.c: unexpected: unexpected-diag.c:2:1: warning: surprise
FAIL: area/wrong-line.c: missing error at wrong-line.c:2: misplaced (and 1 more)
PASS: other/pass.sh
8 passed, 10 failed, 2 skipped
EXPECTED

grep -v '^    ' "$TMP/out" >"$TMP/lines"
if ! diff -u "$TMP/expected" "$TMP/lines"; then
	echo "runner output differs (full output follows)"
	cat "$TMP/out"
	exit 1
fi
if [ $status != 1 ]; then
	echo "runner exit status $status, expected 1"
	exit 1
fi
# The token diff of e-fail.c is shown under its FAIL line.
grep -q '^    - +$' "$TMP/out" && grep -q '^    + ++$' "$TMP/out" || {
	echo "no token diff shown for e-fail.c"; cat "$TMP/out"; exit 1; }

# Selecting tests; a run where all pass exits 0.
sh "$runner" --root "$t" "$TMP/fake-uc" area/e-pass.c other >"$TMP/out2" 2>&1 || {
	echo "selected passing tests: runner failed"; cat "$TMP/out2"; exit 1; }
printf '%s\n' 'PASS: area/e-pass.c' 'PASS: other/pass.sh' '2 passed, 0 failed' |
	diff -u - "$TMP/out2" || exit 1
exit 0
