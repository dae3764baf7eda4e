#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# kernel-edits.sh - the changes "make install-in-tree" makes to the
# kernel's own files, and their removal by "make uninstall-in-tree"
#
#   sh mk/kernel-edits.sh [-n] install|uninstall KDIR
#
# Each change inserts a block of lines next to an anchor: a line found by
# a regular expression, not by its line number or its neighbours, so that
# the same changes fit kernels whose files differ around them (make
# check-kernel tests Debian's linux-source-6.1 and linux-source-6.12).
# A required anchor must match exactly one line (or, for "after-last",
# at least one); the block must not be in the file yet.  uninstall
# deletes each block, which must be in the file once, as inserted: the
# rest of the file, changed since or not, is kept.
#
# The changes are first made on copies: when an anchor is missing or
# ambiguous, or a block is already there (install) or not there as
# inserted (uninstall), the script says which file and why, changes
# nothing and exits with status 1.  With -n it stops after the copies.
#
# An optional change (a comment) is skipped when its anchor is missing.

set -u

dry=0
if [ "${1:-}" = -n ]; then
	dry=1
	shift
fi
if [ $# -ne 2 ] || { [ "$1" != install ] && [ "$1" != uninstall ]; }; then
	echo "usage: $0 [-n] install|uninstall KDIR" >&2
	exit 2
fi
mode=$1
kdir=$2

scratch=$(mktemp -d "${TMPDIR:-/tmp}/uaccess-check-edits.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT
files=
failed=0

# The block is in blk[1..nb], the file in line[1..n].  Prints the new
# file, or one line saying why there is none (exit status 1) or why the
# file is left as it is (exit status 3: an optional change whose anchor
# is missing).
cat >"$scratch/edit.awk" <<'EOF'
NR == FNR { blk[++nb] = $0; next }
{ line[++n] = $0 }
function emit(from, to,    i) {
	for (i = from; i <= to; i++)
		print line[i]
}
END {
	found = 0
	for (i = 1; i + nb - 1 <= n; i++) {
		for (j = 1; j <= nb && line[i + j - 1] == blk[j]; j++)
			;
		if (j > nb) {
			found++
			at = i
		}
	}
	if (ENVIRON["MODE"] == "uninstall") {
		if (found == 1) {
			emit(1, at - 1)
			emit(at + nb, n)
			exit 0
		}
		if (found == 0 && ENVIRON["OPTIONAL"] == 1)
			exit 3
		if (found == 0)
			print "no \"" blk[1] "\" followed by the rest of the inserted lines (changed since?)"
		else
			print "\"" blk[1] "\" and the lines after it are there " found " times"
		exit 1
	}
	if (found) {
		print "\"" blk[1] "\" is already there (line " at ")"
		exit 1
	}
	re = ENVIRON["ANCHOR"]
	where = ENVIRON["WHERE"]
	hits = 0
	for (i = 1; i <= n; i++)
		if (line[i] ~ re) {
			hits++
			a = i
			lines = lines (hits > 1 ? ", " : "") i
		}
	if (hits == 0 && ENVIRON["OPTIONAL"] == 1)
		exit 3
	if (hits == 0 || (hits > 1 && where != "after-last")) {
		print "the anchor /" re "/ matches " (hits ? "lines " lines : "no line") \
			" (it must match one)"
		exit 1
	}
	if (where == "before") {
		emit(1, a - 1)
	} else {
		emit(1, a)
	}
	for (j = 1; j <= nb; j++)
		print blk[j]
	emit(where == "before" ? a : a + 1, n)
}
EOF

# edit [-o] FILE before|after|after-last REGEX, the block on stdin:
# the change of FILE (relative to the kernel tree) described above; -o
# makes it optional.  Several changes of one file apply one after the
# other (uninstall takes them in the same order, each one independent).
edit() {
	optional=0
	if [ "$1" = -o ]; then
		optional=1
		shift
	fi
	file=$1 where=$2 anchor=$3
	cat >"$scratch/block"
	copy=$scratch/new/$file
	if [ ! -f "$copy" ]; then
		if [ ! -f "$kdir/$file" ]; then
			echo "uaccess-check: $kdir/$file: no such file" >&2
			failed=1
			return
		fi
		mkdir -p "$(dirname "$copy")" && cp "$kdir/$file" "$copy" || exit 1
		files="$files $file"
	fi
	MODE=$mode WHERE=$where ANCHOR=$anchor OPTIONAL=$optional \
		awk -f "$scratch/edit.awk" "$scratch/block" "$copy" >"$scratch/out"
	case $? in
	0)	mv "$scratch/out" "$copy" ;;
	3)	echo "uaccess-check: $kdir/$file: no line matches /$anchor/:" \
			"optional comment left out" >&2 ;;
	*)	echo "uaccess-check: $kdir/$file: $(cat "$scratch/out")" >&2
		failed=1 ;;
	esac
}

# ---- the changes -------------------------------------------------------------

# Top-level Makefile.  CHECK stays "sparse" unless CONFIG_UACCESS_CHECK=y,
# in which case it is the in-tree checker built by "make scripts" (see
# scripts/Makefile below).  CHECK is a recursively expanded variable, so
# the test of CONFIG_* is made where CHECK is used (in the build
# sub-makes, after include/config/auto.conf was read), not where it is
# defined.  The second definition overrides the kernel's own, which is
# kept as it is.  CHECK=... on the command line still overrides both.
# The path is relative to $(objtree), where Kbuild runs the checker, so
# it works with O= and for external modules (M=).
edit -o Makefile after '^# C compilation[.]$' <<'END'
# With CONFIG_UACCESS_CHECK, the default is the in-tree scripts/uaccess-check.
END
edit Makefile after '^CHECK[[:blank:]]*=[[:blank:]]*sparse[[:blank:]]*$' <<'END'
# CONFIG_UACCESS_CHECK: the in-tree uaccess-check (built by "make scripts")
CHECK		= $(if $(CONFIG_UACCESS_CHECK),$(objtree)/scripts/uaccess-check/uaccess-check,sparse)
END

# scripts/Makefile.  "make scripts" (and so "make prepare" and "make
# modules_prepare") descends into scripts/uaccess-check when the option
# is set, as it does for gcc-plugins and genksyms; the Makefile there
# builds the checker as a host program with Kbuild's flex and bison
# rules.  The line goes after the last of those conditional subdirs
# (selinux in 6.1, ipe in 6.12).
edit scripts/Makefile after-last '^subdir-[$][(]CONFIG_[A-Z0-9_]+[)][[:blank:]]*[+]=' <<'END'
subdir-$(CONFIG_UACCESS_CHECK) += uaccess-check
END

# lib/Kconfig.debug.  The option (Kconfig.checker, copied to the top of
# the tree) goes at the end of the menu "Compile-time checks and compiler
# options".
edit lib/Kconfig.debug before '^endmenu[[:blank:]]*#[[:blank:]]*"Compiler options"' <<'END'
source "Kconfig.checker"

END

# include/linux/compiler_types.h: only a comment, next to the one naming
# sparse as the tool that defines __CHECKER__.  uaccess-check predefines
# __CHECKER__ and gives the annotations the same meaning (address_space,
# noderef, force, bitwise, context, ...), so the kernel's definitions
# under __CHECKER__ are right for it as they are.
#
# Every place of 6.1's include/ and arch/x86/include that tests
# __CHECKER__ was reviewed for code hidden from the checker because
# sparse could not handle it.  None needs changing for uaccess-check:
# - compiler_types.h: RANDSTRUCT && !__CHECKER__ hides randomize_layout
#   and the anonymous struct of randomized_struct_fields_start; the random
#   layout is made by a compiler plugin from a seed that no checker has,
#   so the checker's view (the declared layout) is the best it can have.
# - compiler.h (branch profiling), compiler-gcc.h and random.h
#   (LATENT_ENTROPY_PLUGIN): instrumentation added by gcc plugins or for
#   ftrace; the checked expressions are the same either way.
# - build_bug.h (BUILD_BUG_ON_ZERO), bug.h (MAYBE_BUILD_BUG_ON),
#   asm-generic/ioctl.h (_IOC_TYPECHECK), percpu-defs.h
#   (EXPORT_PER_CPU_SYMBOL): uaccess-check evaluates gcc's versions as gcc
#   does (negative bit-field widths, constant conditionals in case labels,
#   typeof of a __percpu variable), but on code that compiles they yield
#   the same constants and declarations as the checker's versions, and gcc
#   already rejects the code they are meant to reject.
# - rcupdate.h (rcu_check_sparse), uapi/linux/types.h (__bitwise): checker
#   annotations, used by uaccess-check.
edit -o include/linux/compiler_types.h after '^/[*] sparse defines __CHECKER__' <<'END'
/* so does uaccess-check (scripts/uaccess-check), with the same meaning */
END

# ---- all or nothing ------------------------------------------------------------

if [ $failed = 1 ]; then
	echo "uaccess-check: nothing changed in $kdir" >&2
	exit 1
fi
[ $dry = 1 ] && exit 0
for f in $files; do
	if [ $mode = install ]; then
		echo "  EDIT    $kdir/$f"
	else
		echo "  UNEDIT  $kdir/$f"
	fi
	# A new file renamed over the old one, with its mode, as patch(1)
	# does: a tree made with "cp -al" keeps its own files apart from the
	# original's.
	tmp=$kdir/$f.uaccess-check-tmp
	cp -p "$kdir/$f" "$tmp" && cat "$scratch/new/$f" >"$tmp" &&
		mv -f "$tmp" "$kdir/$f" || { rm -f "$tmp"; exit 1; }
done
exit 0
