# --dump-cfg: a constant condition keeps only the edge it takes: if (0)
# never runs its arm, while (1) leaves only by break, for (;;) too
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void); void d(void); void e(void); int k(void);
static void f(void)
{
	if (0)
		a();
	if (1)
		e();
	else
		d();
	while (1) {
		b();
		if (k())
			break;
	}
	c();
}
static void g(void)
{
	for (;;)
		if (k())
			return;
}
C
cfg "$TMP/t.c"
has 'f: [entry] -next-> [CALL e]' \
	'f: [CALL e] -next-> [CALL b; CALL k]' \
	'f: [CALL b; CALL k] -true-> [CALL c]' \
	'f: [CALL b; CALL k] -false+back-> [CALL b; CALL k]' \
	'f: [CALL c] -return-> [exit]' \
	'g: [entry] -next-> [CALL k]' \
	'g: [CALL k] -false+back-> [CALL k]' \
	'g: [CALL k] -true-> [return RETURN]'
hasnt 'f: [CALL e] -next-> [CALL c]'
if grep -q -e '-> \[CALL a\]' -e '-> \[CALL d\]' "$TMP/edges"; then
	echo "an edge into a dead arm"
	failed=1
fi
test "$(grep -c -e '-> \[exit\]' "$TMP/edges")" = 2 || { echo "g: an exit other than its return"; failed=1; }
done_cfg
