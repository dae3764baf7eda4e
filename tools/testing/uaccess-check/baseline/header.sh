# A finding in a header has one fingerprint whichever unit includes it,
# however the #include spells the path: recorded through one unit, it is
# known through another.  Both units recording it give the same line twice
# (one process each, as Kbuild runs them): reading takes them as one, and
# "sort -u" merges baselines.  Several --baseline files: their union.
cd "$TMP" || exit 1
fail() { echo "$*"; exit 1; }
findings() { grep -E ': (warning|error): ' "$1"; }
mkdir -p inc sub
printf '%s\n' 'int in_header;' >inc/h.h
printf '%s\n' '#include "inc/h.h"' 'int in_a;' >a.c
printf '%s\n' '#include "../inc/h.h"' 'int in_b;' >sub/b.c

"$UC" --write-baseline=base-a a.c 2>/dev/null || fail "recording a.c"
"$UC" --write-baseline=base-b sub/b.c 2>/dev/null || fail "recording sub/b.c"
ha=$(grep '	inc/h.h:1	' base-a | cut -f1)
hb=$(grep '	inc/h.h:1	' base-b | cut -f1)
[ -n "$ha" ] && [ "$ha" = "$hb" ] || { cat base-a base-b; fail "the header's finding differs between units"; }
# the path is written as the file's name, not as the #include spelled it
grep -q '\.\./' base-b && { cat base-b; fail "'..' left in a path"; }

# known through the other unit: only b.c's own finding is new
"$UC" --baseline=base-a sub/b.c 2>err
findings err >got
echo "sub/b.c:2:5: warning: symbol 'in_b' was not declared. Should it be static? [-Wdecl]" >expected
diff expected got || fail "header finding not known through the other unit"

# two processes appending to one file: the header's line twice
rm -f both
"$UC" --write-baseline=both a.c 2>/dev/null
"$UC" --write-baseline=both sub/b.c 2>/dev/null
[ "$(wc -l <both)" = 4 ] || { cat both; fail "expected 4 lines (the header's twice)"; }
[ "$(LC_ALL=C sort -u both | wc -l)" = 3 ] || { cat both; fail "sort -u does not merge the header's lines"; }
"$UC" --baseline=both --fail-on=new a.c sub/b.c 2>err
st=$?
[ $st = 0 ] && [ ! -s err ] || { cat err; fail "duplicated lines: status $st"; }

# several --baseline files are one baseline, their union
"$UC" --baseline=base-a --baseline=base-b --fail-on=new a.c sub/b.c 2>err
st=$?
[ $st = 0 ] && [ ! -s err ] || { cat err; fail "two --baseline files: status $st"; }
exit 0
