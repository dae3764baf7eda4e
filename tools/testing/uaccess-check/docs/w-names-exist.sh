# Every -W name the documentation mentions exists: a check of checks.def
# (read as it is when the test runs), one of the checker's own options of
# --help (-Wsparse-all, -Wsparse-error, -Werror=, -Wp,...), or, in prose
# that compares with gcc, one of gcc's warnings (gcc --help=warnings), or
# one the checker answers "ignored" or "did you mean" for (examples).
# -Wno-NAME, -Werror=NAME and -Wno-error=NAME name NAME; placeholders
# (-W<check>, -Wno-<name>) name nothing.  docs/checks-documented.sh checks
# the other way: every check of checks.def is documented.
top=$DIR/../../../..
defs=$top/scripts/uaccess-check/base/checks.def
man=$top/scripts/uaccess-check/uaccess-check.1
rst=$top/Documentation/dev-tools/uaccess-check.rst
readme=$top/README.md

# -W names of a text, without the no-, error= and no-error= of their forms
wnames()
{
	sed 's/\\-/-/g; s/\\f[BIRP]//g' | grep -o -e '-W[a-z0-9][a-z0-9=,-]*' |
		sed 's/^-W//; s/^no-error=//; s/^error=//; s/^no-//; s/[=,-]*$//' | grep . | sort -u
}

sed -n 's/^\(CHECK\|DIAG\)([A-Z0-9_]*, *"\([^"]*\)".*/\2/p' "$defs" >"$TMP/known"
[ -s "$TMP/known" ] || { echo "no check found in $defs"; exit 1; }
"$UC" --help >"$TMP/help" 2>&1 || { echo "--help: exit status $?"; exit 1; }
sed '/^Checks:/,$d' "$TMP/help" | wnames >>"$TMP/known"
grep -qx 'sparse-error' "$TMP/known" || { echo "--help names no -Wsparse-error"; exit 1; }

fail=0
: >"$TMP/unknown"
for doc in "$rst" "$man" "$readme"; do
	wnames <"$doc" | while read -r n; do
		grep -qxF -e "$n" "$TMP/known" || echo "${doc##*/} $n"
	done >>"$TMP/unknown"
done
[ -s "$TMP/unknown" ] || exit 0
# what is left must be gcc's
if ! ${CC:-gcc} --help=warnings >"$TMP/gcc" 2>/dev/null || ! grep -q -e '-Wall' "$TMP/gcc"; then
	echo "no gcc to tell its warnings from typos: $(cut -d' ' -f2 "$TMP/unknown" | tr '\n' ' ')"
	exit 77
fi
# or a name the checker itself says it ignores, or a typo example it corrects
printf 'int x;\n' >"$TMP/a.c"
while read -r doc n; do
	"$UC" -Wno-decl "-W$n" "$TMP/a.c" 2>&1 | grep -q "ignored: sparse's\|did you mean" && continue
	grep -q -e "^ *-W$n[ =]" "$TMP/gcc" ||
		{ echo "$doc: -W$n is neither a check, an option of the checker nor gcc's"; fail=1; }
done <"$TMP/unknown"
exit $fail
