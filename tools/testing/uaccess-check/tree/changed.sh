# SPDX-License-Identifier: GPL-2.0
# --changed-since=REV in a git repository: a changed .c file selects its
# unit; a changed header the units that include it, found from the
# checker's -E line markers, or from the deps of Kbuild's .o.cmd files
# where a build left them (then they are what counts); a unit that cannot
# be preprocessed is kept.  Changes committed since REV and changes not
# committed both count.
. "$DIR/fixture/lib.sh"
command -v git >/dev/null 2>&1 || { echo "git is not installed"; exit 77; }
fixture
cd "$SRC" || exit 1
G="git -c user.name=t -c user.email=t@example.org"
$G init -q . && $G add . && $G commit -qm base || fail "git"
units()
{
	$TREE --checker="$UC" -q --changed-since="$@" --print-args 2>"$TMP/err" | awk '{ print $NF }' | sort | tr '\n' ' '
}
[ "$(units HEAD)" = "" ] || fail "no change: $(units HEAD)"
# from here bad.c, which cannot be preprocessed (its -include is missing), is kept
echo '/* changed */' >>c.c
[ "$(units HEAD)" = "bad.c c.c " ] || fail "c.c changed: $(units HEAD)"
$G commit -qam 'c.c' || exit 1
echo '/* changed */' >>inc/h.h
[ "$(units HEAD)" = "a.c b.c bad.c " ] || fail "h.h changed (not committed): $(units HEAD)"
$G commit -qam 'h.h' || exit 1
[ "$(units HEAD~1)" = "a.c b.c bad.c " ] || fail "h.h changed (committed): $(units HEAD~1)"
[ "$(units HEAD~2)" = "a.c b.c bad.c c.c " ] || fail "c.c and h.h changed: $(units HEAD~2)"
# Kbuild's deps: a.o's says it read no h.h, c.o's that it did
printf 'cmd_a.o := gcc -c -o a.o a.c\n\nsource_a.o := a.c\n\ndeps_a.o := \\\n  $(wildcard include/config/X) \\\n  inc/other.h \\\n\na.o: $(deps_a.o)\n' >.a.o.cmd
printf 'cmd_c.o := gcc -c -o c.o c.c\n\nsource_c.o := c.c\n\ndeps_c.o := \\\n    $(wildcard include/config/Y) \\\n  inc/h.h \\\n\nc.o: $(deps_c.o)\n' >.c.o.cmd
[ "$(units HEAD~1)" = "b.c bad.c c.c " ] || fail "h.h changed, with .o.cmd files: $(units HEAD~1)"
$TREE --changed-since=no-such-rev --print-args >/dev/null 2>&1 && fail "a bad revision accepted"
exit 0
