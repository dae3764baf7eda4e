# --dump-cfg: goto forward and backward, an edge to the label's block
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); int k(void);
static void f(int x)
{
	a();
	if (x)
		goto out;
again:
	b();
	if (k())
		goto again;
out:
	c();
}
C
cfg "$TMP/t.c"
has 'f: [CALL a; IDENT x read] -true-> [goto GOTO out]' \
	'f: [goto GOTO out] -goto LABELED out-> [CALL c]' \
	'f: [CALL a; IDENT x read] -false-> [CALL b; CALL k]' \
	'f: [CALL b; CALL k] -true-> [goto GOTO again]' \
	'f: [goto GOTO again] -goto LABELED again-> [CALL b; CALL k]' \
	'f: [CALL b; CALL k] -false-> [CALL c]' \
	'f: [CALL c] -return-> [exit]'
hasnt 'f: [goto GOTO out] -next-> [CALL b; CALL k]' 'f: [goto GOTO again] -next-> [CALL c]'
done_cfg
