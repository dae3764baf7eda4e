# Every hook delivers its event once, where evaluation meets it: a
# declaration after its initializer, each initializer item, conversions
# and casts, operators after their operands, case labels, asm statements,
# literals, subscripts, conditions, a function's definition before its
# evaluation, its body before its end, the end of the unit
# (--dump-events; events/order.sh pins the reads, writes and calls).
cat >"$TMP/ev.c" <<'C'
struct pt { int x, y; };
int h(long v);
int k(int *p, int n)
{
	struct pt a = { 1, *p };
	long l = (long)n;
	unsigned u = -n;

	switch (n) {
	case 1:
		asm volatile("" : : "r"(n));
		break;
	default:
		u = n < 2 ? u : 3;
	}
	return h(l) + a.y + (int)u++ + p[n];
}
C
"$UC" -Wno-decl --dump-events "$TMP/ev.c" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; exit 1; }
[ ! -s "$TMP/err" ] || { cat "$TMP/err"; exit 1; }
sed 's|<[^>]*/ev\.c:|<ev.c:|' "$TMP/out" >"$TMP/got"
cat >"$TMP/want" <<'W'
declare h 'int (long)' <ev.c:2:5>
declare k 'int (int *, int)' <ev.c:3:5>
definition k <ev.c:3:5>
function k <ev.c:3:5>
literal 1 <ev.c:5:18>
convert initializer 'int' -> 'int' <ev.c:5:18>
init 'int' <ev.c:5:18>
read p 'int *' <ev.c:5:22>
unary * 'int' <ev.c:5:21>
read UNARY * 'int' <ev.c:5:21>
convert initializer 'int' -> 'int' <ev.c:5:21>
init 'int' <ev.c:5:21>
declare a 'struct pt' <ev.c:5:12>
read n 'int' <ev.c:6:17>
cast 'int' -> 'long' <ev.c:6:11>
convert initializer 'long' -> 'long' <ev.c:6:11>
init 'long' <ev.c:6:11>
declare l 'long' <ev.c:6:7>
read n 'int' <ev.c:7:16>
unary - 'int' <ev.c:7:15>
convert initializer 'int' -> 'unsigned int' <ev.c:7:15>
init 'unsigned int' <ev.c:7:15>
declare u 'unsigned int' <ev.c:7:11>
read n 'int' <ev.c:9:10>
literal 1 <ev.c:10:7>
case <ev.c:10:2>
asm <ev.c:11:3>
default <ev.c:13:2>
read n 'int' <ev.c:14:7>
literal 2 <ev.c:14:11>
compare <ev.c:14:9>
condition 'int' <ev.c:14:9>
read u 'unsigned int' <ev.c:14:15>
literal 3 <ev.c:14:19>
conditional 'unsigned int' <ev.c:14:13>
convert assignment 'unsigned int' -> 'unsigned int' <ev.c:14:13>
write u 'unsigned int' <ev.c:14:3>
read l 'long' <ev.c:16:11>
convert argument 'long' -> 'long' <ev.c:16:11>
call h/1 <ev.c:16:10>
read MEMBER .y 'int' <ev.c:16:17>
binary + 'int' <ev.c:16:14>
read u 'unsigned int' <ev.c:16:27>
write u 'unsigned int' <ev.c:16:27>
unary postfix ++ 'unsigned int' <ev.c:16:28>
cast 'unsigned int' -> 'int' <ev.c:16:22>
binary + 'int' <ev.c:16:20>
read p 'int *' <ev.c:16:33>
read n 'int' <ev.c:16:35>
index 'int' <ev.c:16:34>
read INDEX 'int' <ev.c:16:34>
binary + 'int' <ev.c:16:31>
convert return 'int' -> 'int' <ev.c:16:31>
body k <ev.c:4:1>
end k
unit end
W
diff -u "$TMP/want" "$TMP/got" || exit 1
