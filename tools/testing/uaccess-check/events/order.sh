# The hooks deliver reads, writes and calls as events of the evaluation:
# each once, in evaluation order (operands before their operator, the
# arguments before the call, the right of an assignment before the write),
# with nothing for what sizeof and & do not evaluate (--dump-events).
cat >"$TMP/ev.c" <<'C'
struct s { int m; struct s *next; };
int g(int, ...);
void die(void) __attribute__((noreturn));
int f(int *p, struct s *q, int i, int (*fp)(int))
{
	int x, a[4], *r = &a[2];

	x = *p + q->m;
	a[i] = x;
	x += g(*p, q->next->m, a[1]);
	i++;
	x = fp(x) + sizeof(*p) + *r;
	if (!q)
		die();
	return x;
}
C
"$UC" -Wno-decl --dump-events "$TMP/ev.c" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; exit 1; }
[ ! -s "$TMP/err" ] || { cat "$TMP/err"; exit 1; }
grep -E '^(read|write|call|function|end) ' "$TMP/out" | sed 's|<[^>]*/ev\.c:|<ev.c:|' >"$TMP/got"
cat >"$TMP/want" <<'W'
function f <ev.c:4:5>
read p 'int *' <ev.c:8:7>
read UNARY * 'int' <ev.c:8:6>
read q 'struct s *' <ev.c:8:11>
read MEMBER ->m 'int' <ev.c:8:12>
write x 'int' <ev.c:8:2>
read i 'int' <ev.c:9:4>
read x 'int' <ev.c:9:9>
write INDEX 'int' <ev.c:9:3>
read p 'int *' <ev.c:10:10>
read UNARY * 'int' <ev.c:10:9>
read q 'struct s *' <ev.c:10:13>
read MEMBER ->next 'struct s *' <ev.c:10:14>
read MEMBER ->m 'int' <ev.c:10:20>
read INDEX 'int' <ev.c:10:26>
call g/3 <ev.c:10:8>
read x 'int' <ev.c:10:2>
write x 'int' <ev.c:10:2>
read i 'int' <ev.c:11:2>
write i 'int' <ev.c:11:2>
read fp 'int (*)(int)' <ev.c:12:6>
read x 'int' <ev.c:12:9>
call (pointer)/1 <ev.c:12:8>
read r 'int *' <ev.c:12:28>
read UNARY * 'int' <ev.c:12:27>
write x 'int' <ev.c:12:2>
read q 'struct s *' <ev.c:13:7>
call die/0 noreturn <ev.c:14:6>
read x 'int' <ev.c:15:9>
end f
W
diff -u "$TMP/want" "$TMP/got" || exit 1
