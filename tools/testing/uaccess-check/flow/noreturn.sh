# --dump-cfg: a call of a noreturn function and __builtin_unreachable()
# end their block with no successor
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void);
void panic(const char *fmt, ...) __attribute__((noreturn));
_Noreturn void die(void);
static void f(int x)
{
	if (x)
		panic("x");
	a();
	if (x > 1)
		__builtin_unreachable();
	if (x > 2)
		die();
	b();
}
C
cfg "$TMP/t.c"
has 'f: [IDENT x read] -true-> [CALL panic]' \
	'f: [CALL panic] term noreturn CALL panic' \
	'f: [CALL panic] nosucc' \
	'f: [IDENT x read] -false-> [CALL a; IDENT x read]' \
	'f: [CALL die] term noreturn CALL die' \
	'f: [CALL die] nosucc'
# the block __builtin_unreachable() is in has no successor
u=$(sed -n 's/^f: \[CALL a; IDENT x read\] -true-> \[\(.*\)\]$/\1/p' "$TMP/edges")
has "f: [$u] nosucc"
grep -q "^f: \[$u\] term noreturn" "$TMP/edges" || { echo "[$u] is not noreturn"; failed=1; }
test "$(grep -c -e '-> \[exit\]' "$TMP/edges")" = 1 || { echo "an exit other than the end"; failed=1; }
done_cfg
