# A directory given as input cannot be read: exit 2, no crash.
"$UC" "$TMP" >"$TMP/out" 2>&1
st=$?
[ $st = 2 ] || { echo "exit status $st, expected 2"; cat "$TMP/out"; exit 1; }
grep -q "$TMP" "$TMP/out" || { echo "message does not name it:"; cat "$TMP/out"; exit 1; }
