# --dump-lock-summaries writes where the other --dump-* options write:
# -o FILE, or the standard output, never mixed into the diagnostics.
cat >"$TMP/l.c" <<'C'
struct lock { int x; };
void lk(struct lock *l) __attribute__((context(l, 0, 1)));
void ul(struct lock *l) __attribute__((context(l, 1, 0)));
static void take(struct lock *l)
{
	lk(l);
}
C
"$UC" --dump-lock-summaries -o "$TMP/s.txt" "$TMP/l.c" >"$TMP/out" 2>"$TMP/err" ||
	{ echo "exit status $?"; cat "$TMP/err"; exit 1; }
grep -q '^summary take: \[any + l\] (1 exits)$' "$TMP/s.txt" ||
	{ echo "-o: no summary of take:"; cat "$TMP/s.txt"; exit 1; }
[ ! -s "$TMP/out" ] || { echo "-o: stdout not empty: $(cat "$TMP/out")"; exit 1; }
grep -q summary "$TMP/err" && { echo "-o: a summary on stderr: $(cat "$TMP/err")"; exit 1; }
"$UC" --dump-lock-summaries "$TMP/l.c" >"$TMP/out" 2>"$TMP/err" || { echo "exit status $?"; exit 1; }
grep -q '^summary take: ' "$TMP/out" || { echo "no summary on stdout: $(cat "$TMP/out")"; exit 1; }
exit 0
