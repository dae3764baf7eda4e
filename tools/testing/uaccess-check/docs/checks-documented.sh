# Every check of checks.def is documented: in the man page, with its
# default as checks.def has it, and in Documentation/dev-tools/
# uaccess-check.rst.  When man or docutils is installed, the man page and
# the rst file also render without warnings.
top=$DIR/../../../..
defs=$top/scripts/uaccess-check/base/checks.def
man=$top/scripts/uaccess-check/uaccess-check.1
rst=$top/Documentation/dev-tools/uaccess-check.rst

sed -n 's/^\(CHECK\|DIAG\)([A-Z0-9_]*, *"\([^"]*\)", *\([a-z]*\),.*/\2 \3/p' "$defs" >"$TMP/checks"
[ -s "$TMP/checks" ] || { echo "no check found in $defs"; exit 1; }
# roff writes - as \-
sed 's/\\-/-/g' "$man" >"$TMP/man"
fail=0
while read -r name def; do
	case $def in
	true) want=on ;;
	*) want=off ;;
	esac
	if ! grep -q -e "^\.BR -W$name \" (default: $want)\"\$" "$TMP/man"; then
		echo "uaccess-check.1: no entry '-W$name (default: $want)' under CHECKS"
		fail=1
	fi
	if ! grep -q -e "-W$name\([^a-z0-9-]\|\$\)" "$rst"; then
		echo "uaccess-check.rst: -W$name is not documented"
		fail=1
	fi
done <"$TMP/checks"
# and the man page lists no check that does not exist
sed -n 's/^\.BR -W\([a-z0-9-]*\) " (default: [a-z]*)"$/\1/p' "$TMP/man" | while read -r name; do
	grep -q "^$name " "$TMP/checks" || { echo "uaccess-check.1: -W$name is not in checks.def"; exit 1; }
done || fail=1
[ $fail = 0 ] || exit 1

if command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1; then
	MANWIDTH=80 man --warnings -l "$man" >/dev/null 2>"$TMP/man.err"
	[ ! -s "$TMP/man.err" ] || { echo "man --warnings:"; cat "$TMP/man.err"; exit 1; }
fi
if command -v python3 >/dev/null 2>&1 && python3 -c 'import docutils' 2>/dev/null; then
	python3 -c '
import sys, docutils.core
docutils.core.publish_string(open(sys.argv[1]).read(), writer_name="null",
	settings_overrides={"report_level": 2, "halt_level": 5})
' "$rst" >"$TMP/rst.out" 2>&1
	[ ! -s "$TMP/rst.out" ] || { echo "docutils:"; cat "$TMP/rst.out"; exit 1; }
fi
exit 0
