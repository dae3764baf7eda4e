# Long but flat constructs, far beyond the kernel's but nothing a parser
# should refuse: a 100000-term sum, a 100000-element initializer, 20000
# adjacent string literals, a chain of 5000 "else if", a chain of 2000
# conditional operators (right-nested, as ilog2-like macros produce) and
# a 100000-character identifier.  All valid (gcc accepts them): the
# checker must stay silent and exit 0, without crashing.
awk 'BEGIN {
	printf "int sum = 0"
	for (i = 0; i < 100000; i++) printf " + %d", i % 10
	printf ";\n"
	printf "int table[] = {"
	for (i = 0; i < 100000; i++) printf "%d,", i
	printf "};\n"
	printf "_Static_assert(sizeof(table) == 100000 * sizeof(int), \"\");\n"
	printf "const char str[] ="
	for (i = 0; i < 20000; i++) printf " \"ab\""
	printf ";\n"
	printf "_Static_assert(sizeof(str) == 40001, \"\");\n"
	printf "int f(int x)\n{\n"
	printf "\tif (x == 0)\n\t\treturn 0;\n"
	for (i = 1; i < 5000; i++) printf "\telse if (x == %d)\n\t\treturn %d;\n", i, i
	printf "\treturn -1;\n}\n"
	printf "#define N 1999\n"
	printf "_Static_assert(("
	for (i = 0; i < 2000; i++) printf "N == %d ? %d : ", i, i
	printf "-1) == 1999, \"\");\n"
	s = "id_"; for (i = 0; i < 100000; i++) s = s "x"
	printf "int %s;\nint g(void) { return %s; }\n", s, s
}' >"$TMP/long.c"
"$UC" -Wno-decl "$TMP/long.c" >"$TMP/out" 2>&1
st=$?
if [ $st != 0 ] || [ -s "$TMP/out" ]; then
	echo "exit status $st, output:"
	head -n 10 "$TMP/out" | cut -c 1-200
	exit 1
fi
exit 0
