# --dump-cfg: a cleanup variable's function runs at each exit of its
# scope: the end of its block, return (after the value), goto out of the
# block, break and continue out of a loop body; the last declared first;
# a for-init cleanup when the loop ends
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); int k(void); int m(void);
void f1(int *); void f2(int *);
static void blockend(void)
{
	{
		int x __attribute__((cleanup(f1))) = 0;
		int y __attribute__((cleanup(f2))) = 0;
		a();
	}
	b();
}
static int ret(void)
{
	int x __attribute__((cleanup(f1))) = 0;
	if (k())
		return m();
	a();
	return 0;
}
static void gout(void)
{
	{
		int x __attribute__((cleanup(f1))) = 0;
		if (k())
			goto out;
		if (m())
			goto in;
		a();
in:
		b();
	}
out:
	c();
}
static void loop(void)
{
	while (k()) {
		int x __attribute__((cleanup(f1))) = 0;
		if (m())
			break;
		a();
		if (m())
			continue;
		b();
	}
	c();
}
static void forinit(void)
{
	for (int x __attribute__((cleanup(f1))) = 0; k(); )
		a();
	b();
}
C
cfg "$TMP/t.c"
has 'blockend: [entry] -next-> [decl DECLARATOR x; decl DECLARATOR y; CALL a; cleanup f2(&y) at COMPOUND; cleanup f1(&x) at COMPOUND; CALL b]'
has 'ret: [decl DECLARATOR x; CALL k] -true-> [CALL m; cleanup f1(&x) at RETURN]' \
	'ret: [CALL m; cleanup f1(&x) at RETURN] -return-> [exit]' \
	'ret: [decl DECLARATOR x; CALL k] -false-> [CALL a; cleanup f1(&x) at RETURN]' \
	'ret: [CALL a; cleanup f1(&x) at RETURN] -return-> [exit]'
has 'gout: [decl DECLARATOR x; CALL k] -true-> [cleanup f1(&x) at GOTO out]' \
	'gout: [cleanup f1(&x) at GOTO out] -goto LABELED out-> [CALL c]' \
	'gout: [CALL m] -true-> [goto GOTO in]' \
	'gout: [goto GOTO in] -goto LABELED in-> [CALL b; cleanup f1(&x) at COMPOUND]' \
	'gout: [CALL b; cleanup f1(&x) at COMPOUND] -next-> [CALL c]'
has 'loop: [CALL k] -true-> [decl DECLARATOR x; CALL m]' \
	'loop: [decl DECLARATOR x; CALL m] -true-> [cleanup f1(&x) at BREAK]' \
	'loop: [cleanup f1(&x) at BREAK] -next-> [CALL c]' \
	'loop: [CALL a; CALL m] -true-> [cleanup f1(&x) at CONTINUE]' \
	'loop: [cleanup f1(&x) at CONTINUE] -next-> [CALL k]' \
	'loop: [CALL b; cleanup f1(&x) at COMPOUND] -back-> [CALL k]' \
	'loop: [CALL k] -false-> [CALL c]'
has 'forinit: [CALL k] -true-> [CALL a]' \
	'forinit: [CALL k] -false-> [cleanup f1(&x) at FOR; CALL b]'
# the for-init variable lives across iterations: not cleaned up in the body
if grep -q '^forinit: \[CALL a[^]]*cleanup' "$TMP/edges"; then
	echo "for-init cleanup in the loop body"
	failed=1
fi
done_cfg
