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
# An optional change is skipped when its anchor, or its file, is missing
# (then $skipped is 1, so that the changes that go with it can be left
# out too).

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
	skipped=0
	if [ "$1" = -o ]; then
		optional=1
		shift
	fi
	file=$1 where=$2 anchor=$3
	cat >"$scratch/block"
	copy=$scratch/new/$file
	first=0
	if [ ! -f "$copy" ]; then
		if [ ! -f "$kdir/$file" ] && [ $optional = 1 ]; then
			skipped=1	# a file of newer kernels only
			return
		fi
		if [ ! -f "$kdir/$file" ]; then
			echo "uaccess-check: $kdir/$file: no such file" >&2
			failed=1
			return
		fi
		mkdir -p "$(dirname "$copy")" && cp "$kdir/$file" "$copy" || exit 1
		files="$files $file"
		first=1
	fi
	MODE=$mode WHERE=$where ANCHOR=$anchor OPTIONAL=$optional \
		awk -f "$scratch/edit.awk" "$scratch/block" "$copy" >"$scratch/out"
	case $? in
	0)	mv "$scratch/out" "$copy" ;;
	3)	skipped=1
		# a file no change applies to is left alone (not even rewritten)
		if [ $first = 1 ]; then
			rm -f "$copy"
			files=${files% $file}
		fi
		echo "uaccess-check: $kdir/$file: no line matches /$anchor/:" \
			"optional change left out" >&2 ;;
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

# include/linux/compiler-context-analysis.h (Linux 7.0 on; 6.1 and 6.12
# have no such file and keep sparse's context() in compiler_types.h).
# The header gives Clang's capability attributes only to Clang with
# WARN_CONTEXT_ANALYSIS, and nothing under __CHECKER__, since sparse
# cannot read them.  uaccess-check reads them (and predefines
# __UACCESS_CHECK__, which sparse does not), so an outer branch gives it
# the attributes whatever the compiler.  The header's own statement-like
# macros (__acquire(), __release(), ...) become calls of functions
# carrying the attribute, as context_lock_struct() makes them for Clang;
# Clang's overloadable per-type helpers are not C, so one function taking
# any pointer stands for all of them, and context_lock_struct() only
# declares the struct.  disable/enable_context_analysis() are empty: they
# are pragmas for Clang's warnings.  Both changes or neither.
# 6.12's file of that name holds sparse's definitions only (no Clang
# branch): left alone, without a word.
ctx_h=$kdir/include/linux/compiler-context-analysis.h
[ -f "$ctx_h" ] && ! grep -q WARN_CONTEXT_ANALYSIS "$ctx_h" && ctx_h=
[ -n "$ctx_h" ] && edit -o include/linux/compiler-context-analysis.h before \
	'^#if defined[(]WARN_CONTEXT_ANALYSIS[)] && !defined[(]__CHECKER__[)]' <<'END'
#if defined(__UACCESS_CHECK__)
/* uaccess-check (scripts/uaccess-check) reads Clang's capability attributes */

# define __ctx_lock_type(name)				__attribute__((capability(#name)))
# define __reentrant_ctx_lock				__attribute__((reentrant_capability))
# define __acquires_ctx_lock(...)			__attribute__((acquire_capability(__VA_ARGS__)))
# define __acquires_shared_ctx_lock(...)		__attribute__((acquire_shared_capability(__VA_ARGS__)))
# define __try_acquires_ctx_lock(ret, var)		__attribute__((try_acquire_capability(ret, var)))
# define __try_acquires_shared_ctx_lock(ret, var)	__attribute__((try_acquire_shared_capability(ret, var)))
# define __releases_ctx_lock(...)			__attribute__((release_capability(__VA_ARGS__)))
# define __releases_shared_ctx_lock(...)		__attribute__((release_shared_capability(__VA_ARGS__)))
# define __returns_ctx_lock(var)			__attribute__((lock_returned(var)))
# define __excludes_ctx_lock(...)			__attribute__((locks_excluded(__VA_ARGS__)))
# define __requires_ctx_lock(...)			__attribute__((requires_capability(__VA_ARGS__)))
# define __requires_shared_ctx_lock(...)		__attribute__((requires_shared_capability(__VA_ARGS__)))
# define __assumes_ctx_lock(...)			__attribute__((assert_capability(__VA_ARGS__)))
# define __assumes_shared_ctx_lock(...)		__attribute__((assert_shared_capability(__VA_ARGS__)))
# define __guarded_by(...)				__attribute__((guarded_by(__VA_ARGS__)))
# define __pt_guarded_by(...)				__attribute__((pt_guarded_by(__VA_ARGS__)))
# define __no_context_analysis				__attribute__((no_thread_safety_analysis))

static inline __attribute__((__always_inline__)) void
__uaccess_check_acquire(const volatile void *var) __no_context_analysis __acquires_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_acquire_shared(const volatile void *var) __no_context_analysis __acquires_shared_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) _Bool
__uaccess_check_try_acquire(const volatile void *var, _Bool ret) __no_context_analysis __try_acquires_ctx_lock(1, var)
{ return ret; }
static inline __attribute__((__always_inline__)) _Bool
__uaccess_check_try_acquire_shared(const volatile void *var, _Bool ret) __no_context_analysis __try_acquires_shared_ctx_lock(1, var)
{ return ret; }
static inline __attribute__((__always_inline__)) void
__uaccess_check_release(const volatile void *var) __no_context_analysis __releases_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_release_shared(const volatile void *var) __no_context_analysis __releases_shared_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_assume(const volatile void *var) __assumes_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_assume_shared(const volatile void *var) __assumes_shared_ctx_lock(var) { }

# define __acquire_ctx_lock(var)			__uaccess_check_acquire(var)
# define __acquire_shared_ctx_lock(var)		__uaccess_check_acquire_shared(var)
# define __try_acquire_ctx_lock(var, ret)		__uaccess_check_try_acquire(var, ret)
# define __try_acquire_shared_ctx_lock(var, ret)	__uaccess_check_try_acquire_shared(var, ret)
# define __release_ctx_lock(var)			__uaccess_check_release(var)
# define __release_shared_ctx_lock(var)		__uaccess_check_release_shared(var)
# define __assume_ctx_lock(var)			__uaccess_check_assume(var)
# define __assume_shared_ctx_lock(var)			__uaccess_check_assume_shared(var)
# define context_lock_struct(name, ...)		struct __ctx_lock_type(name) __VA_ARGS__ name
# define disable_context_analysis()
# define enable_context_analysis()

#else /* !__UACCESS_CHECK__ */
END
if [ -n "$ctx_h" ] && [ $skipped = 0 ]; then
	edit include/linux/compiler-context-analysis.h after \
		'^#endif /[*] WARN_CONTEXT_ANALYSIS [*]/' <<'END'
#endif /* __UACCESS_CHECK__ */
END
fi

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
