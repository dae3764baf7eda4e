# install-in-tree's optional change of Linux 7.0's
# include/linux/compiler-context-analysis.h (mk/kernel-edits.sh): an outer
# #if defined(__UACCESS_CHECK__) branch that gives the checker Clang's
# capability attributes.  The 7.0 header here is the fixture
# lock70/include/linux/compiler-context-analysis.h with that branch taken
# out; the edit must put it back byte for byte (so the fixture is the
# header as install leaves it), uninstall must give back the pristine
# header, gcc must read both, and the checker must see the attributes
# through the edited header only.  Trees without the file (6.1) or without
# its anchors (6.12's, which has only sparse's context()) install without it.
top=$DIR/../../../..
edits="sh $top/mk/kernel-edits.sh"
fixture=$DIR/../lock70/include/linux/compiler-context-analysis.h
H=include/linux/compiler-context-analysis.h
. "$DIR/inc/kernel-tree.sh"

t=$TMP/linux-7.0
mktree "$t" 'subdir-$(CONFIG_SECURITY_IPE) += ipe'
# the fixture less the inserted lines, from the line that opens the
# branch to the one that closes it, and the #endif after the header's own
awk '/^#if defined[(]__UACCESS_CHECK__[)]$/ { skip = 1 }
	!skip && $0 != "#endif /* __UACCESS_CHECK__ */" { print }
	/^#else \/[*] !__UACCESS_CHECK__ [*]\/$/ { skip = 0 }' "$fixture" >"$t/$H"
grep -q "^#.*__UACCESS_CHECK__" "$t/$H" && fail "the pristine header still has the branch"
sums "$t" >"$TMP/pristine"

$edits install "$t" >"$TMP/out" 2>&1 || fail "install refused: $(cat "$TMP/out")"
grep -qx "  EDIT    $t/$H" "$TMP/out" || fail "no EDIT line for $H: $(cat "$TMP/out")"
cmp -s "$t/$H" "$fixture" || {
	diff -u "$fixture" "$t/$H"
	fail "the edited header is not the fixture"
}

# gcc reads the header before and after; the checker sees the attributes
# only after (before, __CHECKER__ gives it the empty macros)
cat >"$TMP/a.c" <<'SRC'
#include <linux/compiler-context-analysis.h>
struct lock { int v; };
struct dev { struct lock lock; int n __guarded_by(&lock); };
void lock(struct lock *l) __acquires(l);
int trylock(struct lock *l) __cond_acquires(true, l);
void unlock(struct lock *l) __releases(l);
void read_side(struct dev *d) __must_hold_shared(&d->lock);
void use(struct dev *d)
{
	__acquire(&d->lock);
	__release(&d->lock);
}
SRC
for inc in "$t/include" "$TMP/pristine-inc"; do
	if [ "$inc" = "$TMP/pristine-inc" ]; then
		mkdir -p "$inc/linux"
		$edits uninstall "$t" >"$TMP/out" 2>&1 || fail "uninstall refused: $(cat "$TMP/out")"
		sums "$t" | cmp -s - "$TMP/pristine" || fail "uninstall did not give back the pristine tree"
		cp "$t/$H" "$inc/linux/"
	fi
	if command -v gcc >/dev/null 2>&1; then
		gcc -fsyntax-only -Wall -I"$inc" "$TMP/a.c" >"$TMP/gcc" 2>&1 ||
			fail "gcc on the header of $inc: $(cat "$TMP/gcc")"
	fi
	"$UC" -Wno-decl --dump-types -I"$inc" "$TMP/a.c" >"$TMP/dump-${inc##*/}" 2>"$TMP/err" ||
		fail "the checker on the header of $inc: $(cat "$TMP/err")"
	[ -s "$TMP/err" ] && fail "the checker on the header of $inc: $(cat "$TMP/err")"
done
for l in 'lock: void (struct lock *) context(l, 0, 1)' \
	'trylock: int (struct lock *) context(l, 0, 1, cond=nonzero)' \
	'unlock: void (struct lock *) context(l, 1, 0)' \
	'read_side: void (struct dev *) context(&d->lock, 1, 1, shared)' \
	'  .n offset 4: int guarded_by(&lock)'; do
	grep -qxF "$l" "$TMP/dump-include" || fail "edited header: missing '$l': $(cat "$TMP/dump-include")"
done
grep -q 'context(\|guarded_by' "$TMP/dump-pristine-inc" &&
	fail "pristine header: the checker got annotations: $(cat "$TMP/dump-pristine-inc")"

# installed twice: refused
$edits install "$t" >/dev/null 2>&1 || fail "install again"
! $edits install "$t" >"$TMP/out" 2>&1 || fail "installed twice"
grep -q "$H: \"#if defined(__UACCESS_CHECK__)\" is already there" "$TMP/out" ||
	fail "second install: $(cat "$TMP/out")"
# the closing line is not optional once the branch is opened
$edits uninstall "$t" >/dev/null 2>&1 || fail "uninstall again"
sed -i 's|^#endif /\* WARN_CONTEXT_ANALYSIS \*/$|#endif|' "$t/$H"
sums "$t" >"$TMP/before"
! $edits install "$t" >"$TMP/out" 2>&1 || fail "installed without the #endif anchor"
grep -q "$H: the anchor .* matches no line" "$TMP/out" || fail "no #endif anchor: $(cat "$TMP/out")"
sums "$t" | cmp -s - "$TMP/before" || fail "the refused install changed the tree"

# 6.12's header (sparse's context() moved there) has no Clang branch, 6.1
# no header: the rest installs, the header is left as it is (not even
# rewritten: its time stays) and nothing is said about it
t=$TMP/linux-6.12
mktree "$t" 'subdir-$(CONFIG_SECURITY_IPE) += ipe'
printf '%s\n' '#ifndef _LINUX_COMPILER_CONTEXT_ANALYSIS_H' '#define _LINUX_COMPILER_CONTEXT_ANALYSIS_H' \
	'#ifdef __CHECKER__' '# define __acquires(x) __attribute__((context(x,0,1)))' \
	'#endif /* __CHECKER__ */' '#endif /* _LINUX_COMPILER_CONTEXT_ANALYSIS_H */' >"$t/$H"
cp "$t/$H" "$TMP/h-6.12"
$edits install "$t" >"$TMP/out" 2>&1 || fail "6.12: install refused: $(cat "$TMP/out")"
grep -q "$H" "$TMP/out" && fail "6.12: $(cat "$TMP/out")"
cmp -s "$t/$H" "$TMP/h-6.12" || fail "6.12: the header was changed"
$edits uninstall "$t" >"$TMP/out" 2>&1 || fail "6.12: uninstall refused: $(cat "$TMP/out")"
t=$TMP/linux-6.1
mktree "$t" ''
$edits install "$t" >"$TMP/out" 2>&1 || fail "6.1: install refused: $(cat "$TMP/out")"
grep -q 'context-analysis' "$TMP/out" && fail "6.1: $(cat "$TMP/out")"
[ -e "$t/$H" ] && fail "6.1: the header was made"
$edits uninstall "$t" >"$TMP/out" 2>&1 || fail "6.1: uninstall refused: $(cat "$TMP/out")"
exit 0
