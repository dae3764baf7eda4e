# An input file that does not exist: a message naming it, exit 2.
"$UC" "$TMP/no-such-file.c" >"$TMP/out" 2>&1
st=$?
[ $st = 2 ] || { echo "exit status $st, expected 2"; cat "$TMP/out"; exit 1; }
grep -q 'no-such-file\.c' "$TMP/out" && grep -q 'No such file or directory' "$TMP/out" || {
	echo "message:"; cat "$TMP/out"; exit 1; }
# The other inputs are still checked.
printf '%s\n' '#warning still checked' >"$TMP/ok.c"
"$UC" "$TMP/no-such-file.c" "$TMP/ok.c" >"$TMP/out" 2>&1
st=$?
[ $st = 2 ] || { echo "with a second file: exit status $st, expected 2"; exit 1; }
grep -q 'warning: #warning still checked' "$TMP/out" || {
	echo "second file not checked:"; cat "$TMP/out"; exit 1; }
