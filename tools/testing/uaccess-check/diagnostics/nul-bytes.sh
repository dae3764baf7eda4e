# NUL bytes in a source file are ignored with a warning, as gcc does it
# ("null character(s) ignored"); the tokens around them are kept.
printf 'int a;\nint b\000c;\nint d;\n' >"$TMP/nul.c"
cd "$TMP" || exit 1
"$UC" -E nul.c >out 2>err
st=$?
[ $st = 0 ] || { echo "exit status $st"; cat err; exit 1; }
grep -q '^nul\.c:2:[0-9]*: warning: null character(s) ignored' err || {
	echo "diagnostics:"; cat err; exit 1; }
toks=$(grep -v '^#' out | tr -s ' \t\n' ' ' | sed 's/^ //; s/ $//')
[ "$toks" = 'int a; int b c; int d;' ] || { echo "output: $toks"; exit 1; }
