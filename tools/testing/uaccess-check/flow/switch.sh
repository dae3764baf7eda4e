# --dump-cfg: a switch has one edge per case label (a range is one), the
# default's, or without a default one "no-case" edge past the switch;
# fallthrough goes on to the next case's block, break past the switch
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); void d(void); void e(void);
static void f(int x)
{
	switch (x) {
	case 1 ... 3:
		a();
		/* fallthrough */
	case 4:
		b();
		break;
	default:
		c();
	}
	e();
}
static void g(int y)
{
	switch (y) {
	case 5:
		d();
		break;
	case 6:
		a();
	}
	e();
}
C
cfg "$TMP/t.c"
has 'f: [IDENT x read] term switch SWITCH' \
	'f: [IDENT x read] -case CASE-> [CALL a]' \
	'f: [IDENT x read] -case CASE-> [CALL b]' \
	'f: [IDENT x read] -case DEFAULT-> [CALL c]' \
	'f: [CALL a] -next-> [CALL b]' \
	'f: [CALL b] -next-> [CALL e]' \
	'f: [CALL c] -next-> [CALL e]'
hasnt 'f: [IDENT x read] -no-case-> [CALL e]'
test "$(grep -c '^f: \[IDENT x read\] -' "$TMP/edges")" = 3 || { echo "f: not 3 switch edges"; failed=1; }
has 'g: [IDENT y read] -case CASE-> [CALL d]' \
	'g: [IDENT y read] -case CASE-> [CALL a]' \
	'g: [IDENT y read] -no-case-> [CALL e]' \
	'g: [CALL d] -next-> [CALL e]' \
	'g: [CALL a] -next-> [CALL e]'
done_cfg
