# An option that is neither the checker's nor gcc-like (-f*, -m*, -W*, ...
# are accepted silently): the command line is unusable, exit 2, with
# gcc's wording.
printf 'int x;\n' >"$TMP/a.c"
"$UC" --frobnicate "$TMP/a.c" >"$TMP/out" 2>&1
st=$?
[ $st = 2 ] || { echo "exit status $st, expected 2"; cat "$TMP/out"; exit 1; }
grep -q "unrecognized command-line option.*--frobnicate" "$TMP/out" || {
	echo "message:"; cat "$TMP/out"; exit 1; }
