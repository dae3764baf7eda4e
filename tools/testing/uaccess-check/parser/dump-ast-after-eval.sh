# --dump-ast prints the tree after evaluation: every node of every test
# input of the suite is walked (ast.def's child slots only), with its type
# and what evaluation bound to it, and the walk never crashes.
root=$DIR/..
cat >"$TMP/b.c" <<'C'
struct s { int a; int m; };
int g(int);
int f(struct s *p, int x)
{
	return g(p->m) + _Generic(x, int: x, default: 0) + __builtin_choose_expr(1, x, p);
}
C
"$UC" --dump-ast "$TMP/b.c" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; exit 1; }
for want in "IDENT x <.*b\.c:5:[0-9]*> 'int' decl <.*b\.c:3:20>" \
	    "MEMBER -> <.*b\.c:5:[0-9]*> 'int' member m+4" \
	    "CALL <.*> 'int' callee g <.*b\.c:2:5>" \
	    "GENERIC <.*> 'int' chosen <.*b\.c:5:[0-9]*>" \
	    "CHOOSE_EXPR <.*> 'int' chosen <.*b\.c:5:[0-9]*>"; do
	grep -q "$want" "$TMP/out" || { echo "missing: $want"; cat "$TMP/out"; exit 1; }
done
# calls that do not return are marked for the flow layer
printf 'void die(void) __attribute__((noreturn));\nint f(int x)\n{\n\tif (x)\n\t\tdie();\n\t__builtin_unreachable();\n}\n' >"$TMP/n.c"
"$UC" --dump-ast "$TMP/n.c" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; exit 1; }
[ "$(grep -c 'CALL .* noreturn$' "$TMP/out")" = 2 ] || { echo "noreturn calls:"; cat "$TMP/out"; exit 1; }
fail=0
n=0
for f in "$root"/*/*.c; do
	d=$(dirname "$f")
	args=$(sed -n '1s|.*args: \(.*\) \*/.*|\1|p' "$f")
	n=$((n + 1))
	# the arguments are shell words using $DIR and $TMP, as in the runner
	(cd "$d" && DIR=$d && eval "set -- $args" &&
	 "$UC" --dump-ast "$@" -o "$TMP/dump" "$(basename "$f")" >/dev/null 2>"$TMP/err")
	rc=$?
	# exit status 2 only where the test expects it (unreadable input...)
	[ $rc -eq 2 ] && grep -q 'expect-exit: *2' "$f" && rc=0
	if [ $rc -ge 2 ] || grep -q 'Sanitizer\|runtime error' "$TMP/err"; then
		echo "--dump-ast on ${f#$root/}: exit status $rc"
		head -5 "$TMP/err"
		fail=1
	fi
done
[ $n -gt 100 ] || { echo "only $n inputs found"; exit 1; }
exit $fail
