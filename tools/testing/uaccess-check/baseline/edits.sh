# A baseline hides what it recorded, across unrelated edits: record it on
# two units, add lines above a finding and re-indent another in one, add a
# bug to the other; with --baseline exactly the new bug is reported.  Then
# the occurrence number: a third copy of a finding found twice in one
# function is one new finding; and an edit of a finding's own line makes
# it new again (the line's text is in the fingerprint).
cd "$TMP" || exit 1
fail() { echo "$*"; exit 1; }
# the warnings and errors of stderr, without the notes
findings() { grep -E ': (warning|error): ' "$1"; }

cat >defs.h <<'X'
#define __user __attribute__((noderef, address_space(__user)))
int get_one(int __user *p);
void copy_twice(int *k);
int get_two(int __user *p);
int get_three(int __user *p);
X
cat >one.c <<'X'
#include "defs.h"
int get_one(int __user *p)
{
	return *p;
}
void copy_twice(int *k)
{
	int __user *u = k;
	u = k;
	u = k;
	(void)u;
}
X
cat >two.c <<'X'
#include "defs.h"
int get_two(int __user *p)
{
	return *p;
}
X
"$UC" --write-baseline=base one.c two.c 2>all
st=$?
[ $st = 0 ] || fail "recording: exit status $st"
[ "$(findings all | wc -l)" = 5 ] || { findings all; fail "expected 5 findings"; }
[ "$(wc -l <base)" = 5 ] || { cat base; fail "expected 5 baseline lines"; }
[ "$(cut -f1 base | sort -u | wc -l)" = 5 ] || { cat base; fail "fingerprints not all different"; }
# the two identical assignments are two entries, on the same line text
[ "$(grep -c '	one.c:[0-9]*	incorrect type in assignment' base)" = 2 ] ||
	{ cat base; fail "the two copies in copy_twice are not both recorded"; }
T=$(printf '\t')
grep -Eq "^[0-9a-f]{16}${T}-Wnoderef${T}two\.c:4${T}dereference of noderef expression 'p' \(address space __user\)\$" base ||
	{ cat base; fail "line format"; }

# the same inputs: nothing new, exit 0 even under --fail-on=new
"$UC" --baseline=base --fail-on=new one.c two.c 2>err
st=$?
[ $st = 0 ] || { cat err; fail "unchanged: exit status $st"; }
[ -s err ] && { cat err; fail "unchanged: something printed"; }

# one.c: lines added above the findings, one re-indented; two.c: a new bug
cat >one.c <<'X'
#include "defs.h"

/*
 * A comment added above: every finding moves down.
 */
static int unrelated(int a)
{
	return a + 1;
}

int get_one(int __user *p)
{
        return   *p;
}
void copy_twice(int *k)
{
	int __user *u = k;
	u = k;
	u = k;
	(void)u;
	(void)unrelated;
}
X
cat >two.c <<'X'
#include "defs.h"
int get_two(int __user *p)
{
	return *p;
}
int get_three(int __user *p)
{
	return p[1];
}
X
"$UC" --baseline=base one.c two.c 2>err
st=$?
[ $st = 0 ] || { cat err; fail "edited: exit status $st without --fail-on"; }
findings err >got
echo "two.c:8:10: warning: dereference of noderef expression 'p' (address space __user) [-Wnoderef]" >expected
diff expected got || fail "edited: not exactly the new bug"
"$UC" --baseline=base --fail-on=new one.c two.c 2>/dev/null
st=$?
[ $st = 1 ] || fail "edited, --fail-on=new: exit status $st, expected 1"
# without the baseline every finding is there
"$UC" one.c two.c 2>err
[ "$(findings err | wc -l)" = 6 ] || { cat err; fail "without --baseline: not 6 findings"; }

# a third copy of a finding: one new finding, the last in reading order
awk '/^	\(void\)u;$/ { print "	u = k;" } { print }' one.c >one2.c && mv one2.c one.c
[ "$(grep -c '^	u = k;$' one.c)" = 3 ] || fail "awk did not add the third copy"
"$UC" --baseline=base one.c 2>err
findings err >got
echo 'one.c:20:4: warning: incorrect type in assignment (different address spaces) [-Waddress-space]' >expected
diff expected got || fail "third copy: not exactly one new finding"

# the finding's own line edited: a finding of its own
sed 's/return   \*p;/return *p + 0;/' one.c >one2.c && mv one2.c one.c
"$UC" --baseline=base one.c 2>err
[ "$(findings err | grep -c 'dereference of noderef')" = 1 ] || { cat err; fail "edited line: not new"; }
exit 0
