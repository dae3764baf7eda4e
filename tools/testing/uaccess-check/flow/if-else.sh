# --dump-cfg: if/else and if without else, each arm its own block joining after
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); void d(void);
static void f(int x)
{
	if (x)
		a();
	else
		b();
	if (x > 2)
		c();
	d();
}
C
cfg "$TMP/t.c"
has 'f: [entry] -next-> [IDENT x read]' \
	'f: [IDENT x read] term branch on IDENT x read' \
	'f: [IDENT x read] -true-> [CALL a]' \
	'f: [IDENT x read] -false-> [CALL b]' \
	'f: [CALL a] -next-> [IDENT x read]' \
	'f: [CALL b] -next-> [IDENT x read]' \
	'f: [IDENT x read] term branch on BINARY >' \
	'f: [IDENT x read] -true-> [CALL c]' \
	'f: [IDENT x read] -false-> [CALL d]' \
	'f: [CALL c] -next-> [CALL d]' \
	'f: [CALL d] -return-> [exit]'
done_cfg
