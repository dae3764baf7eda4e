# install-in-tree's changes to the kernel's files (mk/kernel-edits.sh) on
# small trees made of the lines around its anchors in Linux 6.1 and 6.12
# (6.12 has one more subdir line in scripts/Makefile, where a patch with
# 6.1's context failed): they apply to both, uninstall gives back the
# same bytes, and a tree they do not fit is refused and left as it was.
# "make check-kernel" does the same on the real trees.
top=$DIR/../../../..
edits="sh $top/mk/kernel-edits.sh"
FILES="Makefile scripts/Makefile lib/Kconfig.debug include/linux/compiler_types.h"

. "$DIR/inc/kernel-tree.sh"
# after FILE LINE NEXT: LINE of FILE is directly followed by NEXT
after() {
	awk -v a="$2" -v b="$3" 'p && $0 == b { ok = 1 } { p = ($0 == a) }
		END { exit !ok }' "$1"
}

for v in 6.1 6.12; do
	t=$TMP/linux-$v
	extra=
	[ $v = 6.12 ] && extra='subdir-$(CONFIG_SECURITY_IPE) += ipe'
	mktree "$t" "$extra"
	chmod 640 "$t/lib/Kconfig.debug"
	sums "$t" >"$TMP/pristine-$v"
	$edits -n install "$t" >"$TMP/out" 2>&1 || fail "$v: -n install refused: $(cat "$TMP/out")"
	sums "$t" | cmp -s - "$TMP/pristine-$v" || fail "$v: -n install changed the tree"
	# A tree made with "cp -al" (hard links): the other tree keeps its
	# files, and the modes are kept.
	cp "$t/Makefile" "$TMP/Makefile-$v"
	ln "$t/Makefile" "$TMP/linked-$v"
	$edits install "$t" >"$TMP/out" 2>&1 || fail "$v: install refused: $(cat "$TMP/out")"
	cmp -s "$TMP/linked-$v" "$TMP/Makefile-$v" || fail "$v: a hard link to Makefile was changed"
	[ "$(ls -l "$t/lib/Kconfig.debug" | cut -c1-10)" = -rw-r----- ] ||
		fail "$v: the mode of lib/Kconfig.debug was not kept"
	for f in $FILES; do
		grep -qx "  EDIT    $t/$f" "$TMP/out" || fail "$v: no EDIT line for $f"
	done
	last=${extra:-'subdir-$(CONFIG_SECURITY_SELINUX) += selinux'}
	after "$t/scripts/Makefile" "$last" 'subdir-$(CONFIG_UACCESS_CHECK) += uaccess-check' ||
		fail "$v: the subdir line is not after the last subdir-\$(CONFIG_...) line"
	after "$t/Makefile" '# CONFIG_UACCESS_CHECK: the in-tree uaccess-check (built by "make scripts")' \
		'CHECK		= $(if $(CONFIG_UACCESS_CHECK),$(objtree)/scripts/uaccess-check/uaccess-check,sparse)' ||
		fail "$v: no CHECK definition for CONFIG_UACCESS_CHECK"
	after "$t/Makefile" 'CHECK		= sparse' '# CONFIG_UACCESS_CHECK: the in-tree uaccess-check (built by "make scripts")' ||
		fail "$v: the CHECK definition is not after the kernel's"
	after "$t/lib/Kconfig.debug" 'source "Kconfig.checker"' '' &&
		after "$t/lib/Kconfig.debug" '' 'endmenu # "Compiler options"' ||
		fail "$v: Kconfig.checker is not sourced at the end of the menu"
	grep -q 'uaccess-check' "$t/include/linux/compiler_types.h" ||
		fail "$v: no comment in compiler_types.h"
	# the CHECK line chooses the in-tree checker only with the option
	for c in y ''; do
		got=$(make -s -f "$t/Makefile" -f - objtree=OBJ CONFIG_UACCESS_CHECK=$c <<'EOF'
print: ; @echo $(CHECK)
EOF
)
		want=sparse
		[ "$c" = y ] && want=OBJ/scripts/uaccess-check/uaccess-check
		[ "$got" = "$want" ] || fail "$v: CONFIG_UACCESS_CHECK=$c: CHECK is '$got', not '$want'"
	done

	sums "$t" >"$TMP/installed"
	! $edits install "$t" >"$TMP/out" 2>&1 || fail "$v: installed twice"
	grep -q 'is already there' "$TMP/out" && grep -q 'nothing changed' "$TMP/out" ||
		fail "$v: second install: $(cat "$TMP/out")"
	sums "$t" | cmp -s - "$TMP/installed" || fail "$v: the refused second install changed the tree"

	$edits uninstall "$t" >"$TMP/out" 2>&1 || fail "$v: uninstall refused: $(cat "$TMP/out")"
	sums "$t" | cmp -s - "$TMP/pristine-$v" || fail "$v: uninstall did not give back the pristine tree"
	! $edits uninstall "$t" >"$TMP/out" 2>&1 || fail "$v: uninstalled twice"
	sums "$t" | cmp -s - "$TMP/pristine-$v" || fail "$v: the refused uninstall changed the tree"
done

t=$TMP/linux-6.12
# refuse IN-TREE WHAT GREP: install on the tree is refused with a message
# matching GREP and leaves it as it is
refuse() {
	sums "$1" >"$TMP/before"
	! $edits install "$1" >"$TMP/out" 2>&1 || fail "$2: installed"
	grep -q "$3" "$TMP/out" && grep -q "nothing changed in $1" "$TMP/out" ||
		fail "$2: unexpected message: $(cat "$TMP/out")"
	sums "$1" | cmp -s - "$TMP/before" || fail "$2: the tree was changed"
}

# A required anchor missing: no file changed, not even those it fits.
sed -i 's/^CHECK\t\t= sparse$/CHECK\t\t= sparse-llvm/' "$t/Makefile"
refuse "$t" "CHECK = sparse-llvm" "$t/Makefile: the anchor /^CHECK.*/ matches no line"
sed -i 's/sparse-llvm$/sparse/' "$t/Makefile"

# An ambiguous anchor.
cp "$t/lib/Kconfig.debug" "$TMP/kd"
printf '%s\n' 'menu "x"' 'endmenu # "Compiler options"' >>"$t/lib/Kconfig.debug"
refuse "$t" "two endmenu lines" "Kconfig.debug: the anchor .* matches lines 6, 10 (it must match one)"
cp "$TMP/kd" "$t/lib/Kconfig.debug"

# No conditional subdir at all in scripts/Makefile.
cp "$t/scripts/Makefile" "$TMP/sm"
sed -i '/^subdir-\$(CONFIG_/d' "$t/scripts/Makefile"
refuse "$t" "no subdir-\$(CONFIG_...)" "scripts/Makefile: the anchor .* matches no line"
cp "$TMP/sm" "$t/scripts/Makefile"

# The comments are optional: without their anchors the rest installs
# and uninstalls.
sed -i '/^# C compilation/d' "$t/Makefile"
sed -i '/sparse defines __CHECKER__/d' "$t/include/linux/compiler_types.h"
sums "$t" >"$TMP/nocomment"
$edits install "$t" >"$TMP/out" 2>&1 || fail "optional anchors missing: refused: $(cat "$TMP/out")"
[ "$(grep -c 'optional change left out' "$TMP/out")" = 2 ] ||
	fail "optional anchors missing: $(cat "$TMP/out")"
grep -q 'CONFIG_UACCESS_CHECK' "$t/Makefile" || fail "optional anchors missing: Makefile not changed"

# uninstall keeps what was changed elsewhere since, and refuses when an
# inserted line was changed.
sed -i 's/^PERL\t\t= perl$/PERL\t\t= perl5/' "$t/Makefile"
$edits uninstall "$t" >"$TMP/out" 2>&1 || fail "uninstall after an unrelated change: $(cat "$TMP/out")"
grep -q 'perl5' "$t/Makefile" && ! grep -q 'CONFIG_UACCESS_CHECK' "$t/Makefile" ||
	fail "uninstall after an unrelated change: that change lost, or the CHECK line kept"
sed -i 's/perl5$/perl/' "$t/Makefile"
sums "$t" | cmp -s - "$TMP/nocomment" || fail "uninstall without the comments: not the same tree"
$edits install "$t" >/dev/null 2>&1 || fail "install again"
sed -i 's/^subdir-$(CONFIG_UACCESS_CHECK) += uaccess-check$/subdir-y += uaccess-check/' \
	"$t/scripts/Makefile"
sums "$t" >"$TMP/before"
! $edits uninstall "$t" >"$TMP/out" 2>&1 || fail "uninstall after the subdir line changed: done"
grep -q "scripts/Makefile: no \"subdir-\$(CONFIG_UACCESS_CHECK) += uaccess-check\"" "$TMP/out" &&
	grep -q "nothing changed" "$TMP/out" || fail "uninstall after the subdir line changed: $(cat "$TMP/out")"
sums "$t" | cmp -s - "$TMP/before" || fail "the refused uninstall changed the tree"

# The make targets, end to end on a fresh 6.12-like tree: the sources and
# Kconfig.checker copied, the edits made, then all of it gone.
t=$TMP/make-6.12
mktree "$t" 'subdir-$(CONFIG_SECURITY_IPE) += ipe'
sums "$t" >"$TMP/pristine"
make -s -C "$top" KDIR="$t" install-in-tree >"$TMP/out" 2>&1 || fail "make install-in-tree: $(cat "$TMP/out")"
[ -f "$t/scripts/uaccess-check/main.c" ] && [ -f "$t/Kconfig.checker" ] &&
	grep -q 'CONFIG_UACCESS_CHECK' "$t/scripts/Makefile" || fail "make install-in-tree: not installed"
make -s -C "$top" KDIR="$t" uninstall-in-tree >"$TMP/out" 2>&1 || fail "make uninstall-in-tree: $(cat "$TMP/out")"
sums "$t" | cmp -s - "$TMP/pristine" || fail "make uninstall-in-tree: not the pristine tree"
sed -i 's/^CHECK\t\t= sparse$/CHECK\t\t= sparse-llvm/' "$t/Makefile"
sums "$t" >"$TMP/before"
! make -s -C "$top" KDIR="$t" install-in-tree >"$TMP/out" 2>&1 || fail "make install-in-tree on a misfit: done"
sums "$t" | cmp -s - "$TMP/before" || fail "make install-in-tree on a misfit: tree changed"
exit 0
