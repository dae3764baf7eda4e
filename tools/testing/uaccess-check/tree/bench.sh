# SPDX-License-Identifier: GPL-2.0
# tools/testing/uaccess-check/bench on the small tree, the checker standing
# in for sparse: the two tables of ratios (the numbers' form only: no
# timing is asserted), the unit that fails listed and exit status 1, and
# --save then --compare: the same diagnostics, then a changed unit named.
. "$DIR/fixture/lib.sh"
[ -x /usr/bin/time ] || { echo "GNU time is not installed (apt-get install time)"; exit 77; }
command -v gcc >/dev/null 2>&1 || { echo "gcc is not installed"; exit 77; }
BENCH="python3 $top/tools/testing/uaccess-check/bench"
fixture
cd "$SRC" || exit 1
$BENCH -p . --checker="$UC" --sparse="$UC" -j2 --save="$TMP/saved" >"$TMP/out" 2>&1
st=$?
[ $st = 1 ] || { cat "$TMP/out"; fail "exit status $st, not 1 (a unit failed)"; }
grep -qx 'bench: 5 units of \., 2 at a time, [0-9]* s' "$TMP/out" ||
	{ cat "$TMP/out"; fail "no first line"; }
for row in 'CPU time, total' 'peak RSS, largest unit'; do
	[ "$(grep -c "^$row  *[0-9.]* [sMB]*  *[0-9.]* [sMB]*  *[0-9.]*\$" "$TMP/out")" = 2 ] ||
		{ cat "$TMP/out"; fail "not two rows '$row' with two figures and a ratio"; }
done
for row in 'CPU time, median per unit' 'peak RSS, median per unit'; do
	[ "$(grep -c "^$row  *[0-9.]*\$" "$TMP/out")" = 2 ] ||
		{ cat "$TMP/out"; fail "not two rows '$row' with a ratio"; }
done
expect "$TMP/out" "                                uaccess-check       sparse   ratio"
expect "$TMP/out" "                             uaccess-check -E       gcc -E   ratio"
expect "$TMP/out" "failed: bad.c: checker: exit status 2"
[ -s "$TMP/saved/a.c.out" ] || fail "a.c's diagnostics not saved"

# the same tree again: the same diagnostics
$BENCH -p . --checker="$UC" --sparse="$UC" --no-preprocess --filter='^[abc]\.c$' \
	--compare="$TMP/saved" >"$TMP/out" 2>&1 || { cat "$TMP/out"; fail "a compare of the same tree failed"; }
expect "$TMP/out" "diagnostics: 3 of 3 units as in $TMP/saved"
# a new finding in c.c: named, exit status 1
printf 'int *noise(int __attribute__((noderef, address_space(__user))) *p) { return *p; }\n' >>c.c
$BENCH -p . --checker="$UC" --no-sparse --no-preprocess --filter='^[abc]\.c$' \
	--compare="$TMP/saved" >"$TMP/out" 2>&1 && { cat "$TMP/out"; fail "a changed unit compared equal"; }
expect "$TMP/out" "diagnostics: 2 of 3 units as in $TMP/saved"
expect "$TMP/out" "  c.c: diagnostics differ"
exit 0
