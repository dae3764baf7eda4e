# --dump-cfg on bodies that do not parse or nest deeply: diagnostics, no
# crash, and the functions that parse still dumped
. "$DIR/inc/lib.sh"
cat >"$TMP/bad.c" <<'C'
void a(void);
static void broken(int x)
{
	if (x {
		a();
	goto nowhere;
	while (
}
static void good(void)
{
	a();
}
C
"$UC" --dump-cfg "$TMP/bad.c" >"$TMP/out" 2>&1
rc=$?
if [ $rc -ge 128 ] || grep -q -e Sanitizer -e 'runtime error' "$TMP/out"; then
	cat "$TMP/out"
	echo "crashed: $rc"
	exit 1
fi
grep -q 'error:' "$TMP/out" || { cat "$TMP/out"; echo "no error"; exit 1; }

# an error the parser recovers from: the next function is still dumped
printf 'void a(void);\nstatic void broken(int x)\n{\n\tx = ;\n}\nstatic void good(void)\n{\n\ta();\n}\n' >"$TMP/bad2.c"
"$UC" --dump-cfg "$TMP/bad2.c" >"$TMP/out" 2>"$TMP/err"
grep -q '^cfg good ' "$TMP/out" || { cat "$TMP/out" "$TMP/err"; echo "good: no dump"; exit 1; }

# 3000 nested ifs, loops and blocks, and a long chain of && and ?:
awk 'BEGIN {
	print "int k(int);"
	print "static int deep(int x)"
	print "{"
	for (i = 0; i < 1000; i++)
		printf "if (k(%d)) { while (x--) { switch (x) { case %d: ", i, i
	print "return 1;"
	for (i = 0; i < 1000; i++)
		printf "} } }\n"
	printf "return k(0)"
	for (i = 1; i < 3000; i++)
		printf " && (x ? k(%d) : k(%d))", i, -i
	print ";"
	print "}"
}' >"$TMP/deep.c"
"$UC" --dump-cfg "$TMP/deep.c" >"$TMP/out" 2>"$TMP/err"
rc=$?
if [ $rc -ge 128 ] || grep -q -e Sanitizer -e 'runtime error' "$TMP/err"; then
	head -c 2000 "$TMP/err"
	echo "crashed: $rc"
	exit 1
fi
grep -q '^cfg deep ' "$TMP/out" || { head -c 2000 "$TMP/err"; echo "deep: no dump"; exit 1; }
exit 0
