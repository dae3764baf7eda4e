# The exact format of diagnostics, as gcc's: FILE:LINE:COL: KIND: MESSAGE [-Wcheck],
# on stderr; the column is the one gcc gives (the directive name's).
printf '%s\n' 'int x;' '#warning hello there' '  #  error bye now' 'int y;' >"$TMP/fmt.c"
cd "$TMP" || exit 1
"$UC" fmt.c >out 2>err
st=$?
[ $st = 0 ] || { echo "exit status $st"; exit 1; }
[ ! -s out ] || { echo "stdout not empty:"; cat out; exit 1; }
grep -qxF 'fmt.c:2:2: warning: #warning hello there [-Wcpp]' err || {
	echo "warning line:"; cat err; exit 1; }
grep -qxF 'fmt.c:3:6: error: #error bye now' err || {
	echo "error line:"; cat err; exit 1; }
# With -E the diagnostics stay on stderr, the text goes to stdout.
"$UC" -E fmt.c >out 2>err
grep -q 'warning: #warning hello there' out && { echo "diagnostic on stdout with -E"; exit 1; }
grep -q 'int y' out || { echo "no preprocessed text on stdout"; exit 1; }
grep -q 'warning: #warning hello there' err || { echo "no diagnostic on stderr with -E"; exit 1; }
exit 0
