# Columns are counted from the line's start however long the line is (gcc
# prints 70009 here; a 16-bit column would stop at 65535), and a place in
# a long file after many lines is still exact.
{
	printf 'int f(int __attribute__((noderef)) *p)\n{\n\treturn '
	printf '%*s' 70000 ''
	printf '*p;\n}\n'
	i=0
	while [ $i -lt 3000 ]; do echo "int v$i;"; i=$((i + 1)); done
	printf 'int g(int __attribute__((noderef)) *p) { return *p; }\n'
} >"$TMP/wide.c"
"$UC" -Wno-decl "$TMP/wide.c" 2>"$TMP/err" >/dev/null
sed 's|^[^:]*/wide\.c:|wide.c:|' "$TMP/err" >"$TMP/got"
cat >"$TMP/want" <<'W'
wide.c:3:70009: warning: dereference of noderef expression 'p' [-Wnoderef]
wide.c:3005:49: warning: dereference of noderef expression 'p' [-Wnoderef]
W
diff -u "$TMP/want" "$TMP/got" || exit 1
