# --fail-on= on top of sparse's contract: the exit status of each row.
cd "$TMP" || exit 1
fail() { echo "$*"; exit 1; }
printf '%s\n' 'static int clean;' 'static int f(void) { return clean; }' >clean.c
printf '%s\n' 'int x;' >find.c
printf '%s\n' 'int y;' >other.c
printf '%s\n' '#include "missing.h"' 'int z;' >failing.c
"$UC" --write-baseline=base find.c 2>/dev/null || fail "recording"
: >empty
# status ARGS...: the exit status must be the first word
status() {
	want=$1
	shift
	"$UC" "$@" >/dev/null 2>&1
	st=$?
	[ $st = "$want" ] || fail "$*: exit status $st, expected $want"
}
for opt in "" --fail-on=new --fail-on=any --fail-on=none; do
	status 0 $opt clean.c
	status 0 $opt --baseline=base clean.c
done
# a finding, no baseline: new
status 0 find.c
status 1 --fail-on=new find.c
status 1 --fail-on=any find.c
status 0 --fail-on=none find.c
status 1 --fail-on=new --baseline=empty find.c
# a known finding
status 0 --fail-on=new --baseline=base find.c
status 1 --fail-on=any --baseline=base find.c
# a known one and a new one
status 1 --fail-on=new --baseline=base find.c other.c
# -Werror=: fails without --fail-on; --fail-on decides with it
status 1 -Werror=decl find.c
status 0 -Werror=decl --fail-on=new --baseline=base find.c
status 0 -Werror=decl --fail-on=none find.c
status 1 -Wsparse-error --fail-on=new other.c
# an error sparse fails on (the unit was not checked as written): 1 whatever --fail-on says
status 1 --fail-on=none failing.c
status 1 --fail-on=new --baseline=base failing.c
# the last --fail-on wins
status 0 --fail-on=any --fail-on=none find.c
status 1 --fail-on=none --fail-on=any find.c
# a known finding is not printed, nor counted by -fmax-warnings: the new one is printed
"$UC" --baseline=base -fmax-warnings=1 find.c other.c 2>err
grep -q "symbol 'y' was not declared" err && ! grep -q "more warnings not shown" err ||
	{ cat err; fail "-fmax-warnings counted a known finding"; }
exit 0
