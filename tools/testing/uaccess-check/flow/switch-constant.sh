# --dump-cfg: a switch on a constant has the edge of the case it selects
# only (the default's if none does, past the switch without default)
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); void d(void);
static void f(void)
{
	switch (2) {
	case 1: a(); break;
	case 2 ... 4: b(); break;
	default: c();
	}
	d();
}
static void g(void)
{
	switch (9) {
	case 1: a(); break;
	default: c();
	}
	d();
}
static void h(void)
{
	switch (9) {
	case 1: a();
	}
	d();
}
C
cfg "$TMP/t.c"
has 'f: [switch SWITCH] -case CASE-> [CALL b]' 'f: [CALL a] unreachable' 'f: [CALL c] unreachable'
test "$(grep -c '^f: \[switch SWITCH\] -' "$TMP/edges")" = 1 || { echo "f: not one edge"; failed=1; }
has 'g: [switch SWITCH] -case DEFAULT-> [CALL c]' 'g: [CALL a] unreachable'
test "$(grep -c '^g: \[switch SWITCH\] -' "$TMP/edges")" = 1 || { echo "g: not one edge"; failed=1; }
has 'h: [switch SWITCH] -no-case-> [CALL d]' 'h: [CALL a] unreachable'
test "$(grep -c '^h: \[switch SWITCH\] -' "$TMP/edges")" = 1 || { echo "h: not one edge"; failed=1; }
done_cfg
