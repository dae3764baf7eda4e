# -o FILE with -E writes the preprocessed unit to FILE, nothing to stdout.
printf '%s\n' '#define A 42' 'int x = A;' >"$TMP/a.c"
out=$("$UC" -E -o "$TMP/a.i" "$TMP/a.c") || { echo "exit status $?"; exit 1; }
[ -z "$out" ] || { echo "stdout not empty: $out"; exit 1; }
[ -f "$TMP/a.i" ] || { echo "no output file"; exit 1; }
toks=$(grep -v '^#' "$TMP/a.i" | tr -d ' \t\n')
[ "$toks" = 'intx=42;' ] || { echo "got: $toks"; exit 1; }
# -o in the same argument, and -o before -E.
"$UC" -o"$TMP/b.i" -E "$TMP/a.c" || { echo "exit status $? with -oFILE"; exit 1; }
toks=$(grep -v '^#' "$TMP/b.i" | tr -d ' \t\n')
[ "$toks" = 'intx=42;' ] || { echo "got with -oFILE: $toks"; exit 1; }
# An output file that cannot be written: exit 2.
"$UC" -E -o "$TMP/no/such/dir/a.i" "$TMP/a.c" 2>"$TMP/err"
st=$?
[ $st = 2 ] || { echo "unwritable -o: exit status $st, expected 2"; exit 1; }
# The output is written beside FILE and renamed at the end: a run that
# fails (status 2) leaves no FILE, or the old one untouched, and no
# temporary file; the mode of an existing FILE is kept.
"$UC" -E -o "$TMP/c.i" "$TMP/a.c" "$TMP/missing.c" 2>"$TMP/err"
st=$?
[ $st = 2 ] || { echo "missing input: exit status $st, expected 2"; exit 1; }
[ ! -e "$TMP/c.i" ] || { echo "missing input: output file left"; exit 1; }
echo old >"$TMP/d.i"
chmod 640 "$TMP/d.i"
"$UC" -E -o "$TMP/d.i" "$TMP/missing.c" 2>"$TMP/err"
[ "$(cat "$TMP/d.i")" = old ] || { echo "failed run: old output file changed"; exit 1; }
"$UC" -E -o "$TMP/d.i" "$TMP/a.c" || { echo "exit status $? over an old file"; exit 1; }
toks=$(grep -v '^#' "$TMP/d.i" | tr -d ' \t\n')
[ "$toks" = 'intx=42;' ] || { echo "got over an old file: $toks"; exit 1; }
[ "$(stat -c %a "$TMP/d.i")" = 640 ] || { echo "mode not kept: $(stat -c %a "$TMP/d.i")"; exit 1; }
# A fatal error in the middle of the run (out of memory, under a small
# address-space limit): no output file either.
awk 'BEGIN { for (i = 0; i < 200000; i++) printf "int v%d = %d;\n", i, i }' >"$TMP/big.c"
# (the sanitizer build cannot even start under such a limit)
case $UC in
*-asan) ;;
*)
	(ulimit -v 20000 2>/dev/null && "$UC" -E -o "$TMP/e.i" "$TMP/big.c" "$TMP/big.c" 2>"$TMP/err")
	st=$?
	if [ $st != 2 ] || ! grep -q 'fatal error: out of memory' "$TMP/err"; then
		echo "20 MB of address space: exit status $st, expected an out-of-memory error"
		head -n 3 "$TMP/err"
		exit 1
	fi
	[ ! -e "$TMP/e.i" ] || { echo "fatal error: output file left"; exit 1; }
esac
ls "$TMP" | grep -q '\.i\.' && { echo "temporary file left: $(ls "$TMP")"; exit 1; }
exit 0
