# --dump-ast prints one node a line with its position; typedef names,
# declarators and operators are where the grammar put them.
cat >"$TMP/d.c" <<'C'
typedef int T;
int f(T x)
{
	return x + 1;
}
C
"$UC" -Wno-decl --dump-ast "$TMP/d.c" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; exit 1; }
[ ! -s "$TMP/err" ] || { cat "$TMP/err"; exit 1; }
for want in 'DECL <' 'DECLARATOR T <' 'FUNCTION_DEF <' 'TYPEDEF_NAME T <' \
	    'DECLARATOR x <' 'RETURN <' 'BINARY + <' 'IDENT x <' 'INTEGER 1 <'; do
	grep -q "$want" "$TMP/out" || { echo "missing: $want"; cat "$TMP/out"; exit 1; }
done
# the return statement is at line 4, its operator at column 11
grep -q 'BINARY + <.*d\.c:4:11>' "$TMP/out" || { echo "position of x + 1"; cat "$TMP/out"; exit 1; }
exit 0
