# A binary file as input: no crash, no hang, a diagnostic, exit status 0 to 2.
head -c 65536 "$UC" >"$TMP/binary.c"
"$UC" "$TMP/binary.c" >"$TMP/out" 2>&1
st=$?
[ $st -le 2 ] || { echo "exit status $st"; tail -n 5 "$TMP/out"; exit 1; }
grep -q 'binary\.c' "$TMP/out" || { echo "no diagnostic naming the file"; head -n 5 "$TMP/out"; exit 1; }
"$UC" -E "$TMP/binary.c" >"$TMP/out" 2>&1
st=$?
[ $st -le 2 ] || { echo "-E: exit status $st"; tail -n 5 "$TMP/out"; exit 1; }
exit 0
