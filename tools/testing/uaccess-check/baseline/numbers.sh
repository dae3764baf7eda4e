# The numbers of a message are not in the fingerprint: a byte count that
# comes from a type defined elsewhere changes when that type does, and
# the finding stays the same finding (the numbers written on its own line
# are in the line's text).  -fmax-warnings= changes neither what is
# recorded nor the occurrence numbers.
cd "$TMP" || exit 1
fail() { echo "$*"; exit 1; }
findings() { grep -E ': (warning|error): ' "$1"; }
printf '%s\n' 'struct big { char b[200000]; };' >types.h
cat >m.c <<'X'
#include "types.h"
typedef unsigned long size_t;
void *memset(void *s, int c, size_t n);
static void f(void *p)
{
	memset(p, 0, sizeof(struct big));
	memset(p, 0, 300000);
}
X
"$UC" --write-baseline=base m.c 2>err || fail "recording"
grep -q 'memset with byte count of 200000' err || { cat err; fail "no finding to record"; }
# the struct grows: "byte count of 200100", the same finding
printf '%s\n' 'struct big { char b[200100]; };' >types.h
"$UC" --baseline=base m.c 2>err
[ -s err ] && { cat err; fail "a size changed elsewhere made the finding new"; }
# the number on the finding's own line is in its text: a new finding
sed 's/300000/400000/' m.c >m2.c && mv m2.c m.c
"$UC" --baseline=base m.c 2>err
findings err >got
echo 'm.c:7:8: warning: memset with byte count of 400000 [-Wmemcpy-max-count]' >expected
diff expected got || fail "a number of the finding's line"

# -fmax-warnings=1 prints one, records all three, with the same fingerprints
printf '%s\n' 'int a;' 'int b;' 'int c;' >w.c
"$UC" --write-baseline=all w.c 2>/dev/null
"$UC" --write-baseline=limited -fmax-warnings=1 w.c 2>err
[ "$(findings err | wc -l)" = 1 ] || { cat err; fail "-fmax-warnings=1 printed more than one"; }
diff all limited || fail "-fmax-warnings=1 changed the baseline"
exit 0
