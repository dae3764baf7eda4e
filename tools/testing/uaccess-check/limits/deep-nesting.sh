# Deep chains that the parser takes without growing its own stack but that
# the passes after it (evaluation, constant folding, the checks, the
# initializer walk, --dump-ast) would recurse over: 30000 "->", "()",
# "[]", unary "-" and "*", casts, sizeof, postfix "++" and
# parenthesized "?:", and 45000 nested initializer braces (each crashed
# with a stack overflow on the default 8 MB stack before the nesting
# limit).  Each gives one error on line 2, "... nested too deeply (more
# than 8192 levels)", exit status 0 (errors do not fail the build), and
# the declaration after it (line 3) is still checked.  The limit is
# -fmax-nesting-depth=N: 200 levels pass by default and fail with N=100.
n=30000
ulimit -s 8192 2>/dev/null
status=0
gen()
{
	awk -v n=$1 -v kind="$2" 'BEGIN {
		printf "struct s { struct s *p; int x; } *v; void *(*(*g)(void))(void); int a, *q;\n"
		s = ""
		if (kind == "arrow") {
			for (i = 0; i < n; i++) s = s "->p"; printf "int f(void) { return v%s->x; }\n", s
		} else if (kind == "call") {
			for (i = 0; i < n; i++) s = s "()"; printf "void f(void) { g%s; }\n", s
		} else if (kind == "index") {
			for (i = 0; i < n; i++) s = s "[0]"; printf "int f(void) { return q%s; }\n", s
		} else if (kind == "neg") {
			for (i = 0; i < n; i++) s = s "- "; printf "int f(void) { return %sa; }\n", s
		} else if (kind == "deref") {
			for (i = 0; i < n; i++) s = s "* "; printf "int f(void) { return %sq; }\n", s
		} else if (kind == "cast") {
			for (i = 0; i < n; i++) s = s "(int)"; printf "int f(void) { return %sa; }\n", s
		} else if (kind == "sizeof") {
			for (i = 0; i < n; i++) s = s "sizeof "; printf "int f(void) { return %sa; }\n", s
		} else if (kind == "postinc") {
			for (i = 0; i < n; i++) s = s "++"; printf "void f(void) { a%s; }\n", s
		} else if (kind == "cond") {
			for (i = 0; i < n; i++) s = s "("; printf "int f(void) { return %sa", s
			s = ""; for (i = 0; i < n; i++) s = s " ? a : a)"; printf "%s; }\n", s
		} else if (kind == "init") {
			n = 45000
			for (i = 0; i < n; i++) s = s "{"; printf "int x = %s1", s
			s = ""; for (i = 0; i < n; i++) s = s "}"; printf "%s;\n", s
		}
		printf "int after(void) { return undeclared_after; }\n"
	}' >"$TMP/$2.c"
}
for kind in arrow call index neg deref cast sizeof postinc cond init; do
	gen $n $kind
	"$UC" -Wno-decl "$TMP/$kind.c" >"$TMP/out" 2>&1
	st=$?
	if [ $st != 0 ]; then
		echo "$kind: exit status $st"
		tail -n 3 "$TMP/out" | cut -c 1-200
		status=1
		continue
	fi
	if ! grep -q "^$TMP/$kind.c:2:[0-9]*: error: [a-z]* nested too deeply (more than 8192 levels)$" \
	     "$TMP/out" || [ "$(grep -c 'nested too deeply' "$TMP/out")" != 1 ] ||
	   ! grep -q "^$TMP/$kind.c:3:.*undeclared_after" "$TMP/out"; then
		echo "$kind: not one nesting error on line 2 and the error of line 3:"
		head -n 5 "$TMP/out" | cut -c 1-200
		status=1
	fi
done
# the dump walks the same trees
"$UC" --dump-ast "$TMP/cast.c" >"$TMP/out" 2>&1 || { echo "--dump-ast: exit status $?"; status=1; }
grep -q 'nested too deeply' "$TMP/out" || { echo "--dump-ast: no nesting error"; status=1; }
# the option moves the limit both ways
gen 200 neg
"$UC" -Wno-decl "$TMP/neg.c" >"$TMP/out" 2>&1
if grep -q 'nested too deeply' "$TMP/out"; then
	echo "200 levels refused by default"; status=1
fi
"$UC" -Wno-decl -fmax-nesting-depth=100 "$TMP/neg.c" >"$TMP/out" 2>&1
if ! grep -q ':2:[0-9]*: error: expression nested too deeply (more than 100 levels)' "$TMP/out"; then
	echo "-fmax-nesting-depth=100: no error"; head -n 3 "$TMP/out"; status=1
fi
# the parser's own stack grows with the option: 120000 parentheses
awk 'BEGIN { s = ""; for (i = 0; i < 120000; i++) s = s "("; printf "int x = %s1", s
	s = ""; for (i = 0; i < 120000; i++) s = s ")"; printf "%s;\n", s }' >"$TMP/parens.c"
"$UC" -Wno-decl "$TMP/parens.c" >"$TMP/out" 2>&1
grep -q ':1:[0-9]*: error: nested too deeply for the parser (more than 100000 levels)' "$TMP/out" ||
	{ echo "120000 parentheses: no parser error"; status=1; }
"$UC" -Wno-decl -fmax-nesting-depth=20000 "$TMP/parens.c" >"$TMP/out" 2>&1
if [ -s "$TMP/out" ]; then
	echo "120000 parentheses with -fmax-nesting-depth=20000:"; head -n 3 "$TMP/out"; status=1
fi
"$UC" -fmax-nesting-depth=0 "$TMP/neg.c" >"$TMP/out" 2>&1
st=$?
if [ $st != 2 ] || ! grep -q 'invalid -fmax-nesting-depth= value' "$TMP/out"; then
	echo "-fmax-nesting-depth=0: exit status $st"; status=1
fi
exit $status
