# --help exits 0 and lists every check of checks.def and the main options.
out=$("$UC" --help 2>&1) || { echo "exit status $?"; exit 1; }
defs=$DIR/../../../../scripts/uaccess-check/base/checks.def
names=$(sed -n 's/^\(CHECK\|DIAG\)([A-Z0-9_]*, *"\([^"]*\)".*/\2/p' "$defs")
[ -n "$names" ] || { echo "no check found in $defs"; exit 1; }
for n in $names; do
	echo "$out" | grep -q -e "-W$n\b" || { echo "--help does not list -W$n"; exit 1; }
done
for o in -E -D -I -Wsparse-error -Wsparse-all -fmax-warnings= --arch= -o; do
	echo "$out" | grep -q -e "$o" || { echo "--help does not mention $o"; exit 1; }
done
