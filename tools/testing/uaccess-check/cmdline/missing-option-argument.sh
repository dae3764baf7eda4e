# An option that needs an argument, at the end of the command line: exit 2.
printf 'int x;\n' >"$TMP/a.c"
for opt in -I -D -U -include -imacros -isystem -idirafter -iquote -o; do
	"$UC" "$TMP/a.c" $opt >"$TMP/out" 2>&1 </dev/null
	st=$?
	[ $st = 2 ] || { echo "$opt: exit status $st, expected 2"; cat "$TMP/out"; exit 1; }
	grep -q -e "$opt" "$TMP/out" || { echo "$opt: message does not name it:"; cat "$TMP/out"; exit 1; }
done
exit 0
