# --dump-cfg: the label addresses of a static table count as taken: the
# computed goto through it has an edge to each
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void);
static void f(int x)
{
	static const void *const t[] = { &&l1, &&l2 };
	goto *t[x];
l1:
	a();
l2:
	b();
}
C
cfg "$TMP/t.c"
has 'f: [IDENT x read; INDEX read] -goto LABELED l1-> [CALL a]' \
	'f: [IDENT x read; INDEX read] -goto LABELED l2-> [CALL b]'
hasnt 'f: [CALL a] unreachable' 'f: [IDENT x read; INDEX read] nosucc'
done_cfg
