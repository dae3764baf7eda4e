# No input file: the command line is unusable, exit 2 (gcc: "no input files").
"$UC" -DX=1 >"$TMP/out" 2>&1 </dev/null
st=$?
[ $st = 2 ] || { echo "exit status $st, expected 2"; cat "$TMP/out"; exit 1; }
grep -q 'no input files' "$TMP/out" || { echo "message:"; cat "$TMP/out"; exit 1; }
