# Absurd nesting (parentheses in #if and in code, conditionals, nested
# macro invocations): no crash and no hang, whatever is reported.  Nested
# invocations cost quadratic time in gcc too, hence fewer of them.
n=100000
m=1000
awk -v n=$n -v m=$m 'BEGIN {
	s = ""; for (i = 0; i < n; i++) s = s "("; printf "#if %s1", s
	s = ""; for (i = 0; i < n; i++) s = s ")"; printf "%s\nx\n#endif\n", s
	printf "#define F(x) x\n"
	s = ""; for (i = 0; i < m; i++) s = s "F("; printf "%s1", s
	s = ""; for (i = 0; i < m; i++) s = s ")"; printf "%s\n", s
	s = ""; for (i = 0; i < n; i++) s = s "("; printf "int y = %s1", s
	s = ""; for (i = 0; i < n; i++) s = s ")"; printf "%s;\n", s
	for (i = 0; i < 20000; i++) print "#if 1"
	for (i = 0; i < 20000; i++) print "#endif"
}' >"$TMP/deep.c"
for opt in -E ""; do
	"$UC" $opt "$TMP/deep.c" >"$TMP/out" 2>&1
	st=$?
	[ $st -le 2 ] || { echo "${opt:-check}: exit status $st"; tail -n 5 "$TMP/out" | cut -c 1-200; exit 1; }
done
exit 0
