# Several inputs are units of their own, also for the checks: what a
# family remembers (a node, a type, a list being walked) is the registry's
# per-unit or per-function state, cleared between units.  The arenas give
# the second of two identical units the same addresses as the first, so
# a pointer kept from the first unit names a node of the second (the
# noderef check once warned for a.c only).  Both units must say the same.
cp "$DIR/inputs/stateful.c" "$TMP/a.c" && cp "$DIR/inputs/stateful.c" "$TMP/b.c" || exit 1
(cd "$TMP" && "$UC" -Wno-decl a.c b.c) >"$TMP/out" 2>&1 || { echo "exit status $?"; exit 1; }
grep '^a\.c:' "$TMP/out" | sed 's/^a\.c:/x.c:/' >"$TMP/a"
grep '^b\.c:' "$TMP/out" | sed 's/^b\.c:/x.c:/' >"$TMP/b"
for want in 'array of flexible structures' 'Initializer entry defined twice' \
	    'Using plain integer as NULL pointer' 'dereference of noderef expression' \
	    'restricted le32 degrades to integer'; do
	grep -q "$want" "$TMP/a" || { echo "a.c: no '$want'"; cat "$TMP/out"; exit 1; }
done
if ! cmp -s "$TMP/a" "$TMP/b"; then
	echo "the second unit differs from the first:"
	diff "$TMP/a" "$TMP/b"
	exit 1
fi
exit 0
