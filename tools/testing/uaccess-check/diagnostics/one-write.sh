# Each diagnostic, its notes and its macro chain included, is one write()
# on stderr: a unit with hundreds of thousands of warnings then costs one
# system call each (it cost six, half of the run's CPU time), and the
# diagnostics of checkers sharing a terminal (make -j) do not interleave
# within a line.  strace counts the writes.
command -v strace >/dev/null 2>&1 || { echo "no strace"; exit 77; }
strace -o /dev/null true 2>/dev/null || { echo "strace cannot trace here"; exit 77; }
cd "$TMP" || exit 1
printf '%s\n' '#define DEREF(p) (*(p))' '#define GET(p) DEREF(p)' \
	'static int f(int __attribute__((noderef, address_space(1))) *p) { return GET(p); }' \
	'static void g(int *q) { int __attribute__((address_space(1))) *u = q; (void)u; }' \
	'int h;' >w.c
# the sanitizer build writes nothing more on stderr for a clean run
strace -o trace -e trace=write "$UC" w.c 2>err
st=$?
[ $st = 0 ] || { echo "exit status $st"; cat err; exit 1; }
diags=$(grep -c -v ': note: ' err)
[ "$diags" = 3 ] || { echo "expected 3 diagnostics, got:"; cat err; exit 1; }
grep -q ': note: ' err || { echo "no note to write with its diagnostic:"; cat err; exit 1; }
writes=$(grep -c '^write(2,' trace)
[ "$writes" = "$diags" ] || {
	echo "$writes writes on stderr for $diags diagnostics:"; grep '^write(2,' trace; exit 1; }
exit 0
