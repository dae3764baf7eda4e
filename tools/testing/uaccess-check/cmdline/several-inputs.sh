# Several input files are separate units: all are output, macros do not leak.
printf '%s\n' '#define FROM_A 1' 'unit_a FROM_A' >"$TMP/a.c"
printf '%s\n' '#ifdef FROM_A' 'leaked' '#endif' 'unit_b __FILE__' >"$TMP/b.c"
out=$(cd "$TMP" && "$UC" -E a.c b.c) || { echo "exit status $?"; exit 1; }
toks=$(printf '%s\n' "$out" | grep -v '^#' | tr -s ' \t\n' ' ' | sed 's/^ //; s/ $//')
[ "$toks" = 'unit_a 1 unit_b "b.c"' ] || { echo "got: $toks"; exit 1; }
# A warning in each: both reported, with their own file names.
printf '%s\n' '#warning in a' >"$TMP/a.c"
printf '%s\n' '#warning in b' >"$TMP/b.c"
(cd "$TMP" && "$UC" a.c b.c) >"$TMP/out" 2>&1 || { echo "exit status $?"; exit 1; }
grep -q '^a\.c:1:[0-9]*: warning: #warning in a' "$TMP/out" &&
	grep -q '^b\.c:1:[0-9]*: warning: #warning in b' "$TMP/out" || {
	echo "warnings not both reported:"; cat "$TMP/out"; exit 1; }
