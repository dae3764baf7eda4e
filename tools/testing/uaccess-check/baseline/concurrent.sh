# Kbuild runs one checker per unit, many at once, all appending to one
# --write-baseline file: 8 processes of 3 units each at once, each unit
# with 400 findings (about 40 KB of lines, far more than one pipe or
# stdio buffer), give every line of every unit, whole, none twice.
cd "$TMP" || exit 1
fail() { echo "$*"; exit 1; }
for u in 0 1 2 3 4 5 6 7 8 9 10 11; do
	awk -v u="$u" 'BEGIN {
		for (i = 0; i < 400; i++)
			printf "int unit%d_symbol_with_a_long_name_%d;\n", u, i
	}' >u$u.c
done
# what each process writes alone
for p in 0 1 2 3 4 5 6 7; do
	a=$p; b=$(( (p + 4) % 12 )); c=$(( (p + 8) % 12 ))
	echo "u$a.c u$b.c u$c.c" >units$p
	"$UC" --write-baseline=alone$p $(cat units$p) 2>/dev/null || fail "alone $p"
done
cat alone0 alone1 alone2 alone3 alone4 alone5 alone6 alone7 | LC_ALL=C sort >expected
[ "$(wc -l <expected)" = 9600 ] || fail "expected 9600 lines alone, got $(wc -l <expected)"

T=$(printf '\t')
for round in 1 2 3; do
	rm -f shared
	for p in 0 1 2 3 4 5 6 7; do
		"$UC" --write-baseline=shared $(cat units$p) 2>/dev/null &
	done
	wait
	LC_ALL=C sort shared >got
	diff expected got >/dev/null || {
		diff expected got | head -n 10; fail "round $round: lines lost, broken or repeated"; }
	bad=$(grep -cvE "^[0-9a-f]{16}${T}-Wdecl${T}u[0-9]+\.c:[0-9]+${T}symbol '[a-z0-9_]+' was not declared\. Should it be static\?\$" shared)
	[ "$bad" = 0 ] || fail "round $round: $bad malformed lines"
done
exit 0
