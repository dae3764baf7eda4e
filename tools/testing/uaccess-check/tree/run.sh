# SPDX-License-Identifier: GPL-2.0
# uaccess-check-tree on a small tree, -j2: the summary's counts (the
# header's finding, seen by two units, counted once), the unit that fails
# (exit 2) among the errors, .S skipped, each unit's text in one block,
# a progress line per unit when stderr is not a terminal, exit status 3.
. "$DIR/fixture/lib.sh"
fixture
cd "$SRC" || exit 1
$TREE --checker="$UC" -j2 --log="$TMP/log" >"$TMP/sum" 2>"$TMP/progress"
st=$?
[ $st = 3 ] || { cat "$TMP/sum" "$TMP/progress"; fail "exit status $st, not 3 (a unit failed)"; }
expect "$TMP/sum" "uaccess-check-tree: 5 units checked in 0:00 (-j2), 1 non-C entries skipped, 1 with errors"
expect "$TMP/sum" "findings: 4 distinct (5 over all units; 1 seen by more than one unit)"
expect "$TMP/sum" "       2  -Wdecl"
expect "$TMP/sum" "       2  -Wnoderef"
expect "$TMP/sum" "       3  ."
expect "$TMP/sum" "       1  inc"
expect "$TMP/sum" "       2 units  inc/h.h:5:9: dereference of noderef expression 'p' (address space __user) [-Wnoderef]"
expect "$TMP/sum" "  bad.c: exit status 2"

# the log: each unit's output as the checker alone prints it, in one block
for u in a.c b.c bad.c; do
	case $u in
	bad.c) set -- -include nope.h ;;
	*) set -- -Iinc ;;
	esac
	"$UC" "$@" "$u" >"$TMP/one.$u" 2>&1
	[ -s "$TMP/one.$u" ] || fail "no output from $u alone"
	python3 - "$TMP/log" "$TMP/one.$u" <<'PY' || fail "$u: its output is not one block of the log"
import sys
log, one = (open(p).read() for p in sys.argv[1:3])
sys.exit(0 if one in log else 1)
PY
done
[ "$(wc -l <"$TMP/log")" = 11 ] || { cat "$TMP/log"; fail "the log has not 11 lines"; }

# progress: a plain line per unit (stderr is not a terminal), no bar
[ "$(grep -c '^\[[1-5]/5\] ' "$TMP/progress")" = 5 ] || { cat "$TMP/progress"; fail "not 5 progress lines"; }
grep -vE '^\[[1-5]/5\] [a-z/]+\.c: ([0-9]+ findings?|exit status 2) \([0-9]+\.[0-9] s\)$' "$TMP/progress" &&
	fail "progress lines not in the form [N/TOTAL] UNIT: WHAT (TIME)"
grep -q '^\[[0-9]/5\] bad\.c: exit status 2 (' "$TMP/progress" || { cat "$TMP/progress"; fail "no progress line for bad.c's failure"; }
grep -q '^\[[0-9]/5\] a\.c: 3 findings (' "$TMP/progress" || { cat "$TMP/progress"; fail "no progress line for a.c"; }
grep -q "$(printf '\r')" "$TMP/progress" && fail "a progress bar (carriage return) though stderr is not a terminal"

# without the failing unit: exit status 0 (no --fail-on), 1 with --fail-on=any
$TREE --checker="$UC" -q --filter='^[abc]\.c$' --diagnostics=none >"$TMP/sum2" 2>&1
st=$?
[ $st = 0 ] || { cat "$TMP/sum2"; fail "exit status $st without failing units"; }
[ -s "$TMP/sum2" ] && { cat "$TMP/sum2"; fail "output despite -q and --diagnostics=none"; }
$TREE --checker="$UC" -q --filter='^[abc]\.c$' --diagnostics=none --fail-on=any
st=$?
[ $st = 1 ] || fail "--fail-on=any with findings: exit status $st"
$TREE --checker="$UC" -q --filter='^c\.c$' --diagnostics=none --fail-on=any
st=$?
[ $st = 0 ] || fail "--fail-on=any without findings: exit status $st"

# --html: the report of the merged run, titled after the tree, with the header's finding once
$TREE --checker="$UC" -q --filter='^[abc]\.c$' --diagnostics=none --html="$TMP/r.html" ||
	fail "--html: exit status $?"
grep -q "<title>uaccess-check: $(basename "$SRC")</title>" "$TMP/r.html" ||
	fail "--html: the report is not titled after the tree"
[ "$(grep -o 'inc/h.h' "$TMP/r.html" | wc -l)" -ge 1 ] || fail "--html: the header's finding is not in the report"
exit 0
