# --dump-cfg: && and || are one test per operand, "!" swaps the edges of
# its operand's test, ?: branches and gives its value on each arm
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); int k1(void); int m1(void);
int k2(void); int m2(void); int k3(void); int m3(void);
static void f(void)
{
	if (k1() && m1())
		a();
	if (k2() || !m2())
		b();
	if (!(k3() && m3()))
		c();
}
static int g(int x)
{
	return x ? k1() : m1();
}
static int h(void)
{
	return k1() && m1();
}
C
cfg "$TMP/t.c"
has 'f: [CALL k1] -true-> [CALL m1]' \
	'f: [CALL k1] -false-> [CALL k2]' \
	'f: [CALL m1] -true-> [CALL a]' \
	'f: [CALL m1] -false-> [CALL k2]' \
	'f: [CALL a] -next-> [CALL k2]' \
	'f: [CALL k2] -true-> [CALL b]' \
	'f: [CALL k2] -false-> [CALL m2]' \
	'f: [CALL m2] term branch on CALL m2' \
	'f: [CALL m2] -false-> [CALL b]' \
	'f: [CALL m2] -true-> [CALL k3]' \
	'f: [CALL k3] -false-> [CALL c]' \
	'f: [CALL k3] -true-> [CALL m3]' \
	'f: [CALL m3] -false-> [CALL c]' \
	'f: [CALL m3] -true-> [return end]'
has 'g: [IDENT x read] -true-> [CALL k1; value COND = CALL k1]' \
	'g: [IDENT x read] -false-> [CALL m1; value COND = CALL m1]' \
	'g: [CALL k1; value COND = CALL k1] -next-> [return RETURN]' \
	'g: [CALL m1; value COND = CALL m1] -next-> [return RETURN]'
# the value of && on each arm: 0 where an operand is false, m1()'s truth else
has 'h: [CALL k1] -true-> [CALL m1]' \
	'h: [CALL k1] -false-> [value BINARY && = 0]' \
	'h: [CALL m1] -false-> [value BINARY && = 0]' \
	'h: [CALL m1] -true-> [value BINARY && = 1]'
done_cfg
