# "make demo" (demo/run) reports exactly the mistakes of the demo driver:
# the set of "FILE:LINE [-Wcheck]" of its warnings is the list below, the
# line after each "WRONG:" comment of demo_dev.c has a warning, and the
# correct versions beside them stay silent.  gcc compiles the driver too,
# so that it stays real C.  When the demo changes, update the list.
top=$DIR/../../../..
src=$top/demo/drivers/demo_dev.c

cat >"$TMP/expected" <<'END'
demo/drivers/demo_dev.c:111 [-Wparentheses]
demo/drivers/demo_dev.c:128 [-Wnoderef]
demo/drivers/demo_dev.c:147 [-Waddress-space]
demo/drivers/demo_dev.c:170 [-Waddress-space]
demo/drivers/demo_dev.c:170 [-Waddress-space]
demo/drivers/demo_dev.c:188 [-Wnoderef]
demo/drivers/demo_dev.c:216 [-Wbitwise]
demo/drivers/demo_dev.c:229 [-Wcast-truncate]
demo/drivers/demo_dev.c:248 [-Wasm-operands]
demo/drivers/demo_dev.c:272 [-Waddress-space]
demo/drivers/demo_dev.c:303 [-Wcast-as]
demo/drivers/demo_dev.c:306 [-Wnoderef]
demo/drivers/demo_dev.c:343 [-Wuser-info-leak]
demo/drivers/demo_dev.c:90 [-Wempty-switch]
END

sh "$top/demo/run" "$UC" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "demo/run: exit status $st, expected 0"; cat "$TMP/out"; exit 1; }
head -n 1 "$TMP/out" | grep -q '^uaccess-check demo: ' ||
	{ echo "no header line:"; head -n 3 "$TMP/out"; exit 1; }

# Anything but the header, warnings and their notes is unexpected.
sed 1d "$TMP/out" | grep -v -E '^[^ :]+:[0-9]+:[0-9]+: (warning|note): ' >"$TMP/other"
[ ! -s "$TMP/other" ] || { echo "unexpected output:"; cat "$TMP/other"; exit 1; }

sed -n 's/^\([^ :]*:[0-9]*\):[0-9]*: warning: .* \(\[-W[a-z-]*\]\)$/\1 \2/p' "$TMP/out" |
	sort >"$TMP/got"
sort "$TMP/expected" >"$TMP/want"
if ! cmp -s "$TMP/want" "$TMP/got"; then
	echo "the demo's findings changed (- expected, + reported):"
	diff "$TMP/want" "$TMP/got" | sed -n 's/^</-/p; s/^>/+/p'
	exit 1
fi

# Each WRONG: comment sits just above a reported line.
awk '/\/\* WRONG:/ { print "demo/drivers/demo_dev.c:" NR + 1 }' "$src" >"$TMP/marked"
[ -s "$TMP/marked" ] || { echo "no WRONG: comment in $src"; exit 1; }
while read -r l; do
	grep -q "^$l " "$TMP/got" || { echo "$l: marked WRONG: but not reported"; exit 1; }
done <"$TMP/marked"
cut -d' ' -f1 "$TMP/got" | sort -u | while read -r l; do
	grep -qx "$l" "$TMP/marked" || { echo "$l: reported but not marked WRONG:"; exit 1; }
done || exit 1

if command -v "${CC:-gcc}" >/dev/null 2>&1; then
	(cd "$top" && "${CC:-gcc}" -fsyntax-only -Wall -D__KERNEL__ -nostdinc -Idemo/include \
		-include demo/include/linux/compiler_types.h demo/drivers/demo_dev.c) \
		>"$TMP/gcc" 2>&1 || { echo "gcc does not compile the demo:"; cat "$TMP/gcc"; exit 1; }
fi
exit 0
