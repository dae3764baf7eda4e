# A unit with 150 errors: by default the first 100 are printed, then a
# note that the unit stopped there (sparse's limit); the limit is each
# unit's, as gcc's (one compiler process a unit); -fmax-errors=0 and
# -fmax-errors=unlimited print all 150 and no note, as gcc's 0.
cd "$TMP" || exit 1
awk 'BEGIN { for (i = 1; i <= 150; i++) printf "int a%d b%d;\n", i, i }' >e.c
note='^e\.c:101:[0-9]*: note: checking of this unit stopped: too many errors (-fmax-errors=100)$'
"$UC" e.c >out 2>&1 || { echo "exit status $?"; exit 1; }
[ "$(grep -c ': error: ' out)" = 100 ] && [ "$(grep -c ': note: ' out)" = 1 ] &&
	[ "$(wc -l <out)" = 101 ] && grep -q "$note" out &&
	grep -q '^e\.c:100:[0-9]*: error: ' out || { echo "default:"; cat out; exit 1; }
"$UC" e.c e.c >twice 2>&1 || { echo "e.c e.c: exit status $?"; exit 1; }
cat out out | cmp -s - twice || { echo "e.c e.c: not e.c's output twice:"; cat twice; exit 1; }
for v in 0 unlimited; do
	"$UC" -fmax-errors=$v e.c >out 2>&1 || { echo "-fmax-errors=$v: exit status $?"; exit 1; }
	[ "$(grep -c ': error: ' out)" = 150 ] && [ "$(wc -l <out)" = 150 ] &&
		grep -q '^e\.c:150:[0-9]*: error: ' out || { echo "-fmax-errors=$v:"; cat out; exit 1; }
done
