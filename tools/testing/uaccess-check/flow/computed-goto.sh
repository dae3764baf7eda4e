# --dump-cfg: a computed goto has an edge to every label whose address is
# taken (l1, l2), none to the others (l3) and no fall-through
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void);
static void f(int x)
{
	void *t[] = { &&l1, &&l2 };
	goto *t[x];
l1:
	a();
l2:
	b();
l3: __attribute__((unused))
	c();
}
C
cfg "$TMP/t.c"
has 'f: [decl POINTER; IDENT x read; INDEX read] term goto GOTO_COMPUTED' \
	'f: [decl POINTER; IDENT x read; INDEX read] -goto LABELED l1-> [CALL a]' \
	'f: [decl POINTER; IDENT x read; INDEX read] -goto LABELED l2-> [CALL b]' \
	'f: [CALL a] -next-> [CALL b]' \
	'f: [CALL b] -next-> [CALL c]'
test "$(grep -c '^f: \[decl POINTER; IDENT x read; INDEX read\] -' "$TMP/edges")" = 2 ||
	{ echo "not exactly the two goto edges"; failed=1; }
hasnt 'f: [CALL a] unreachable' 'f: [CALL b] unreachable'
done_cfg
