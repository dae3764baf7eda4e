# SPDX-License-Identifier: GPL-2.0
# Units that fail otherwise than by the checker's exit status: killed by
# a signal, and over --timeout; both among the errors, exit status 3, and
# a timed-out unit is stopped, with what it started (a wrapper's child
# holding the output pipe).
. "$DIR/fixture/lib.sh"
fixture
cd "$SRC" || exit 1
cat >"$TMP/fake" <<'FAKE'
#!/bin/sh
for last; do :; done
case $last in
a.c) kill -SEGV $$ ;;
b.c) sleep 30; echo late ;;
*) echo "$last:1:1: warning: from the fake [-Wfake]" >&2 ;;
esac
FAKE
start=$(date +%s)
$TREE --checker="sh $TMP/fake" -j2 --timeout=2 --progress=none --diagnostics=none >"$TMP/sum" 2>&1
st=$?
took=$(( $(date +%s) - start ))
[ $st = 3 ] || { cat "$TMP/sum"; fail "exit status $st, not 3"; }
[ $took -lt 20 ] || fail "took $took s: the timed-out unit was not stopped"
expect "$TMP/sum" "  a.c: killed by signal 11"
expect "$TMP/sum" "  b.c: timed out after 2 s"
grep -qE '^uaccess-check-tree: 5 units checked in 0:[0-9]{2} \(-j2\), 1 non-C entries skipped, 2 with errors$' "$TMP/sum" ||
	{ cat "$TMP/sum"; fail "not 5 units, 2 with errors"; }
expect "$TMP/sum" "       3  -Wfake"
exit 0
