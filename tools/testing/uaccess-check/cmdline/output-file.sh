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
