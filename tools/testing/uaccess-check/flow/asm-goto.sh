# --dump-cfg: asm goto has an edge to each of its labels and falls through
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); void c(void);
static void f(void)
{
	asm goto("" :::: l1, l2);
	a();
	return;
l1:
	b();
	return;
l2:
	c();
}
C
cfg "$TMP/t.c"
has 'f: [ASM] term goto ASM' \
	'f: [ASM] -next-> [CALL a]' \
	'f: [ASM] -goto LABELED l1-> [CALL b]' \
	'f: [ASM] -goto LABELED l2-> [CALL c]'
test "$(grep -c '^f: \[ASM\] -' "$TMP/edges")" = 3 || { echo "not 3 edges"; failed=1; }
hasnt 'f: [CALL a] -next-> [CALL b]' 'f: [CALL b] -next-> [CALL c]'
done_cfg
