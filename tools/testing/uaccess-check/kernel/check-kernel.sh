#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# check-kernel.sh - uaccess-check under real Kbuild runs ("make check-kernel")
#
# skip: the Kbuild test on a real kernel, run by "make check-kernel"
# (the line above keeps run-tests, which sees kernel/ as a test area, off it)
#
# On Debian's linux-source-6.1 and linux-source-6.12, each unpacked into a
# scratch directory:
#   1. install-in-tree's edits (mk/kernel-edits.sh) fit (-n),
#      install-in-tree refuses when one does not and leaves the tree as it
#      was, and uninstall-in-tree gives back the pristine tree (all files
#      where they were, untouched, the edited ones as they were);
#   2. out of tree: "make C=2 CHECK=<standalone uaccess-check> DIR/" on the
#      unmodified kernel checks every C file of DIR;
#   3. in tree: install-in-tree, CONFIG_UACCESS_CHECK=y; "make prepare"
#      builds scripts/uaccess-check (warning-free), "make C=2 DIR/" runs
#      it on every C file of DIR, "make C=1 DIR/" after touching one file
#      checks that file only, and "make M=<module> C=1" reports the seeded
#      __user bug of tools/testing/uaccess-check/kernel/module with its
#      file and line;
#   4. the same install with the objects elsewhere (O=), on a second tree;
#   5. uninstall-in-tree on the built tree restores the edited files.
# The first version (6.1) gets all of it.  The others get 1, 3 and 5, and
# 2 on the installed tree (CHECK= on the command line overrides the
# in-tree checker), which saves a second "make prepare": 4 does not
# depend on the version.
# One "PASS: ..."/"FAIL: ..." line per check (prefixed by the version),
# "N passed, N failed" at the end; exit status 1 if a check failed.
#
# Environment:
#   KERNEL_VERSIONS the kernels, each Debian's linux-source-V (default
#                   "6.1 6.12"), the first in full
#   KERNEL_WORKDIR  scratch directory (default: a new /tmp/uaccess-check-kernel.*,
#                   removed at the end unless KEEP=1 or a check failed)
#   KERNEL_SRCDIR   where linux-source-V.tar.xz are (default /usr/src;
#                   installed with apt-get, as root, when missing)
#   KERNEL_DIR      the small directory built and checked (default lib/math)
#   JOBS            make -j (default 2)
#   KEEP=1          keep the scratch directory (else each kernel tree is
#                   removed once its checks passed)
#
# As root it installs what is missing with apt-get (linux-source-V and
# what a defconfig "make prepare" needs).

set -u

ROOT=$(cd "$(dirname "$0")/../../../.." && pwd) || exit 1
UC=$ROOT/scripts/uaccess-check/uaccess-check
VERSIONS=${KERNEL_VERSIONS:-6.1 6.12}
FULL=${VERSIONS%% *}
SRCDIR=${KERNEL_SRCDIR:-/usr/src}
SMALL=${KERNEL_DIR:-lib/math}
SMALL=${SMALL%/}
JOBS=${JOBS:-2}
MODSRC=$ROOT/tools/testing/uaccess-check/kernel/module
# The files install-in-tree edits.
EDITED="Makefile scripts/Makefile lib/Kconfig.debug include/linux/compiler_types.h"

pass=0
fail=0
start=$(date +%s)

say() { printf '%s\n' "check-kernel: $*"; }
elapsed() { echo "$(( $(date +%s) - start ))s"; }
# cpu: CPU=the CPU seconds (user + system) of the commands run so far,
# which unlike the elapsed time does not depend on what else the machine
# runs.  Not in $(...): "times" must run in this shell, not a subshell.
cpu() {
	times >"$WORK/.times"
	CPU=$(awk 'NR == 2 {
		for (i = 1; i <= 2; i++) {
			split($i, t, /[ms]/)
			s += t[1] * 60 + t[2]
		}
		printf "%d\n", s
	}' "$WORK/.times")
}
ok() { echo "PASS: $V: $1"; pass=$((pass + 1)); }
# ko NAME [LOG]: fail, with the end of LOG indented below
ko() {
	echo "FAIL: $V: $1"
	fail=$((fail + 1))
	if [ $# -gt 1 ] && [ -f "$2" ]; then
		tail -n 25 "$2" | sed 's/^/    /'
	fi
}
finish() {
	[ -n "${WORK:-}" ] && cpu && echo "check-kernel: CPU ${CPU}s"
	echo "check-kernel: done in $(elapsed)"
	if [ "$fail" -eq 0 ] && [ "${KEEP:-}" != 1 ] && [ -n "${made_work:-}" ]; then
		rm -rf "$WORK"
	elif [ -n "${WORK:-}" ]; then
		echo "check-kernel: logs and tree kept in $WORK"
	fi
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit $?
}

# ---- what the run needs ----------------------------------------------------

V=setup
need=()
for v in $VERSIONS; do
	[ -f "$SRCDIR/linux-source-$v.tar.xz" ] || need+=("linux-source-$v")
done
for t in gcc:gcc make:make flex:flex bison:bison bc:bc \
		xz:xz-utils perl:perl md5sum:coreutils cmp:diffutils; do
	command -v "${t%%:*}" >/dev/null 2>&1 || need+=("${t#*:}")
done
[ -f /usr/include/libelf.h ] || [ -f /usr/include/elfutils/libelf.h ] ||
	need+=(libelf-dev)
[ -f /usr/include/openssl/ssl.h ] || need+=(libssl-dev)
if [ ${#need[@]} -gt 0 ]; then
	if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
		say "missing: ${need[*]} (run: sudo apt-get install ${need[*]})"
		fail=$((fail + 1))
		finish
	fi
	say "installing ${need[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get -o DPkg::Lock::Timeout=300 update -q >/dev/null &&
	apt-get -o DPkg::Lock::Timeout=300 install -y -q "${need[@]}" >/dev/null ||
		{ say "apt-get install ${need[*]} failed"; fail=$((fail + 1)); finish; }
fi

if [ -n "${KERNEL_WORKDIR:-}" ]; then
	WORK=$KERNEL_WORKDIR
	mkdir -p "$WORK" || exit 1
else
	WORK=$(mktemp -d /tmp/uaccess-check-kernel.XXXXXX) || exit 1
	made_work=1
fi
WORK=$(cd "$WORK" && pwd)

# kmake NAME ARGS...: make -C $K ARGS, output in $LOG/NAME.log
kmake() {
	local name=$1
	shift
	make -C "$K" "$@" >"$LOG/$name.log" 2>&1
}
# checker_runs LOG CHECKER: the files the checker CHECKER ran on in a V=1
# log (the checker's command line ends with the source file)
checker_runs() {
	grep -E "^ *([^ ]*/)?${2//./\\.} " "$1" | awk '{ print $NF }' | sort
}
# The C files of $SMALL compiled by the kernel's configuration.
small_sources() {
	(cd "$K" && for o in "$SMALL"/*.o; do
		[ -f "${o%.o}.c" ] && echo "${o%.o}.c"
	done) | sort
}
# show_runs LOG CHECKER: the checker's command lines of a V=1 log, abridged
show_runs() {
	grep -E "^ *([^ ]*/)?${2//./\\.} " "$1" | awk '{ print "    " $1 " ... " $NF }'
}
# manifest: what tells a tree from another: every file's path, size,
# mtime and inode (a file written or replaced shows), and the contents of
# the edited files (which uninstall writes back: their mtime changes).
# Checksums of all files would read the whole tree each time.
manifest() {
	(cd "$K" && find . -type f -printf '%p %s %T@ %i\n' |
		awk -v e=" $EDITED " 'index(e, " " substr($1, 3) " ") == 0' |
		LC_ALL=C sort && md5sum $EDITED)
}

say "checker $UC"
mkdir -p "$WORK/logs"
if ! make -C "$ROOT" -s >"$WORK/logs/checker-build.log" 2>&1; then
	ko "standalone build of uaccess-check" "$WORK/logs/checker-build.log"
	finish
fi

# c2_checks_all NAME CHECKER WHAT [MAKEARGS...]: "make C=2 $SMALL/" runs
# CHECKER on every C file of $SMALL (small.list); WHAT names the route.
c2_checks_all()
{
	name=$1 checker=$2 what=$3
	shift 3
	if kmake "$name" C=2 "$@" V=1 "$SMALL/"; then
		checker_runs "$LOG/$name.log" "$checker" | grep "^$SMALL/" >"$VW/$name.list"
		if [ -s "$VW/small.list" ] && cmp -s "$VW/$name.list" "$VW/small.list"; then
			ok "$what $SMALL/ checks its $(wc -l <"$VW/small.list") C files"
			show_runs "$LOG/$name.log" "$checker" | grep " $SMALL/"
		else
			ko "$what $SMALL/ checks its C files"
			diff "$VW/small.list" "$VW/$name.list" | sed 's/^/    /'
		fi
	else
		ko "$what $SMALL/" "$LOG/$name.log"
	fi
}

# build_small NAME: make $SMALL/ and list its C files in small.list
build_small() {
	say "$V: make -j$JOBS $SMALL/ ($(elapsed))"
	if ! kmake "$1" -j"$JOBS" "$SMALL/"; then
		ko "make $SMALL/" "$LOG/$1.log"
		return 1
	fi
	small_sources >"$VW/small.list"
	say "$V: $SMALL: $(wc -l <"$VW/small.list") C files built"
}

# check_version: all the checks on linux-source-$V; returns 1 when one
# failed in a way that makes the following ones meaningless.
check_version() {
	local tarball=$SRCDIR/linux-source-$V.tar.xz f all line status same

	VW=$WORK/$V
	K=$VW/linux-source-$V
	LOG=$VW/logs
	rm -rf "$VW"
	mkdir -p "$LOG"
	say "$V: unpacking $tarball into $VW ($(elapsed))"
	if ! tar -xJf "$tarball" -C "$VW" || [ ! -f "$K/Makefile" ]; then
		ko "unpack $tarball"
		return 1
	fi

	# ---- 1. install / uninstall on the pristine tree --------------------

	manifest >"$VW/pristine.md5"
	mkdir -p "$VW/pristine"
	for f in $EDITED; do
		mkdir -p "$VW/pristine/$(dirname "$f")"
		cp "$K/$f" "$VW/pristine/$f"
	done

	if sh "$ROOT/mk/kernel-edits.sh" -n install "$K" >"$LOG/dry-run.log" 2>&1 &&
	   ! [ -s "$LOG/dry-run.log" ]; then
		ok "the edits of mk/kernel-edits.sh find their anchors (-n install)"
	else
		ko "the edits of mk/kernel-edits.sh find their anchors (-n install)" "$LOG/dry-run.log"
	fi

	if make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-1.log" 2>&1 &&
	   [ -f "$K/scripts/uaccess-check/main.c" ] && [ -f "$K/Kconfig.checker" ] &&
	   ! ls "$K"/scripts/uaccess-check/*.o "$K"/scripts/uaccess-check/*.tab.c \
		"$K"/scripts/uaccess-check/*.lex.c >/dev/null 2>&1; then
		all=1
		for f in $EDITED; do
			cmp -s "$K/$f" "$VW/pristine/$f" && all=0
		done
		[ $all = 1 ] && ok "install-in-tree: sources (no generated files) and the 4 files edited"
	else
		all=0
	fi
	[ $all = 1 ] ||
		ko "install-in-tree: sources (no generated files) and the 4 files edited" "$LOG/install-1.log"

	manifest >"$VW/installed.md5"
	if ! make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-again.log" 2>&1 &&
	   grep -q "nothing changed" "$LOG/install-again.log" &&
	   manifest | cmp -s - "$VW/installed.md5"; then
		ok "install-in-tree twice: refused, tree untouched"
	else
		ko "install-in-tree twice: refused, tree untouched" "$LOG/install-again.log"
	fi

	if make -C "$ROOT" -s KDIR="$K" uninstall-in-tree >"$LOG/uninstall-1.log" 2>&1 &&
	   manifest | cmp -s - "$VW/pristine.md5"; then
		ok "uninstall-in-tree: the pristine tree again (files, mtimes, contents)"
	else
		ko "uninstall-in-tree: the pristine tree again (files, mtimes, contents)" "$LOG/uninstall-1.log"
	fi

	# A tree an edit does not fit: refused, nothing changed.
	sed -i 's/^CHECK\t\t= sparse$/CHECK\t\t= sparse-llvm/' "$K/Makefile"
	manifest >"$VW/changed.md5"
	if ! make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-refused.log" 2>&1 &&
	   grep -q "Makefile: the anchor .* matches no line" "$LOG/install-refused.log" &&
	   grep -q "nothing changed" "$LOG/install-refused.log" &&
	   manifest | cmp -s - "$VW/changed.md5"; then
		ok "install-in-tree on a tree an edit does not fit: refused, tree untouched"
	else
		ko "install-in-tree on a tree an edit does not fit: refused, tree untouched" \
			"$LOG/install-refused.log"
	fi
	cp "$VW/pristine/Makefile" "$K/Makefile"

	# ---- 2. out of tree: CHECK= on the unmodified kernel ----------------

	if [ "$V" = "$FULL" ]; then
		say "$V: make defconfig; make -j$JOBS prepare modules_prepare ($(elapsed))"
		if ! kmake defconfig defconfig ||
		   ! kmake prepare -j"$JOBS" prepare modules_prepare; then
			ko "defconfig, prepare, modules_prepare" "$LOG/prepare.log"
			return 1
		fi
		build_small build-small || return 1
		say "$V: out of tree: make C=2 CHECK=$UC $SMALL/ ($(elapsed))"
		c2_checks_all oot-c2 "$UC" "out of tree: make C=2 CHECK=.../uaccess-check" CHECK="$UC"
	fi

	# ---- 3. in tree ------------------------------------------------------

	say "$V: in tree: install-in-tree, CONFIG_UACCESS_CHECK=y ($(elapsed))"
	if make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-2.log" 2>&1 &&
	   { [ -f "$K/.config" ] || kmake defconfig defconfig; } &&
	   (cd "$K" && scripts/config --enable UACCESS_CHECK) &&
	   kmake olddefconfig olddefconfig &&
	   grep -qx "CONFIG_UACCESS_CHECK=y" "$K/.config"; then
		ok "CONFIG_UACCESS_CHECK=y after install-in-tree + scripts/config + olddefconfig"
	else
		ko "CONFIG_UACCESS_CHECK=y after install-in-tree + scripts/config + olddefconfig" \
			"$LOG/install-2.log"
		return 1
	fi

	say "$V: make -j$JOBS prepare modules_prepare ($(elapsed))"
	if kmake prepare-uc -j"$JOBS" prepare modules_prepare &&
	   [ -x "$K/scripts/uaccess-check/uaccess-check" ] &&
	   grep -q "HOSTCC  scripts/uaccess-check/main.o" "$LOG/prepare-uc.log"; then
		ok "make prepare builds scripts/uaccess-check/uaccess-check (Kbuild hostprog)"
	else
		ko "make prepare builds scripts/uaccess-check/uaccess-check (Kbuild hostprog)" \
			"$LOG/prepare-uc.log"
		return 1
	fi
	if grep -E "scripts/uaccess-check/.*(warning|error):" "$LOG/prepare-uc.log" >"$VW/hostcc-warnings"; then
		ko "Kbuild's build of scripts/uaccess-check is warning-free" "$VW/hostcc-warnings"
	else
		ok "Kbuild's build of scripts/uaccess-check is warning-free"
	fi

	if [ "$V" = "$FULL" ]; then
		kmake build-small-uc -j"$JOBS" "$SMALL/" ||
			ko "make $SMALL/ with CONFIG_UACCESS_CHECK" "$LOG/build-small-uc.log"
	else
		build_small build-small-uc || return 1
		# CHECK= on the command line wins over the in-tree checker.
		say "$V: CHECK= on the installed tree: make C=2 CHECK=$UC $SMALL/ ($(elapsed))"
		c2_checks_all oot-c2 "$UC" "installed tree: make C=2 CHECK=.../uaccess-check" CHECK="$UC"
		if grep -q "^ *$INTREE " "$LOG/oot-c2.log"; then
			ko "installed tree: with CHECK=, the in-tree checker does not run" "$LOG/oot-c2.log"
		fi
	fi

	say "$V: in tree: make C=2 $SMALL/ ($(elapsed))"
	c2_checks_all intree-c2 "$INTREE" "in tree: make C=2 (scripts/uaccess-check)"

	say "$V: in tree: make C=1 $SMALL/ ($(elapsed))"
	one=$(head -n 1 "$VW/small.list")
	if kmake intree-c1-none C=1 "$SMALL/" &&
	   ! grep -q "^  CHECK " "$LOG/intree-c1-none.log"; then
		ok "in tree: make C=1 $SMALL/ with nothing to rebuild checks nothing"
	else
		ko "in tree: make C=1 $SMALL/ with nothing to rebuild checks nothing" "$LOG/intree-c1-none.log"
	fi
	touch "$K/$one"
	if kmake intree-c1 C=1 "$SMALL/" &&
	   [ "$(grep -c '^  CHECK ' "$LOG/intree-c1.log")" = 1 ] &&
	   grep -qx "  CHECK   $one" "$LOG/intree-c1.log" &&
	   grep -qx "  CC      ${one%.c}.o" "$LOG/intree-c1.log"; then
		ok "in tree: touch $one; make C=1 $SMALL/: one CHECK line, for $one"
		grep -E "^  (CC|CHECK) " "$LOG/intree-c1.log" | sed 's/^/  /'
	else
		ko "in tree: touch $one; make C=1 $SMALL/: one CHECK line, for $one" "$LOG/intree-c1.log"
	fi
	# The same rebuild, seen with V=1: the checker that ran is the in-tree one.
	touch "$K/$one"
	if kmake intree-c1-v C=1 V=1 "$SMALL/" &&
	   [ "$(checker_runs "$LOG/intree-c1-v.log" "$INTREE")" = "$one" ]; then
		ok "in tree: that CHECK is $INTREE"
		show_runs "$LOG/intree-c1-v.log" "$INTREE"
	else
		ko "in tree: that CHECK is $INTREE" "$LOG/intree-c1-v.log"
	fi

	say "$V: in tree: make M=<module> C=1 ($(elapsed))"
	rm -rf "$VW/module"
	cp -r "$MODSRC" "$VW/module"
	line=$(grep -n "seeded: __user pointer dereferenced" "$VW/module/uc_seeded.c" | cut -d: -f1)
	kmake module M="$VW/module" C=1 KBUILD_MODPOST_WARN=1 modules
	status=$?
	if grep -qx "  CHECK   $VW/module/uc_seeded.c" "$LOG/module.log"; then
		ok "in tree: make M=module C=1 checks uc_seeded.c"
		grep -x "  CHECK   $VW/module/uc_seeded.c" "$LOG/module.log" | sed "s|$VW/||; s/^/  /"
	else
		ko "in tree: make M=module C=1 checks uc_seeded.c" "$LOG/module.log"
	fi
	if grep -E "^$VW/module/uc_seeded.c:$line:[0-9]+: (warning|error): .*dereference.*\[-W[a-z-]+\]" \
			"$LOG/module.log" >"$VW/seeded"; then
		ok "in tree: the seeded __user bug is reported at uc_seeded.c:$line"
		sed "s|^$VW/||; s/^/    /" "$VW/seeded"
	else
		ko "in tree: the seeded __user bug is reported at uc_seeded.c:$line" "$LOG/module.log"
	fi
	if [ "$(grep -cE '^[^ ]*uc_seeded.c:[0-9]+:[0-9]+: (warning|error):' "$LOG/module.log")" = 1 ]; then
		ok "in tree: nothing else reported in the module (the correct code is silent)"
	else
		ko "in tree: nothing else reported in the module (the correct code is silent)" "$LOG/module.log"
	fi
	if [ $status = 0 ] && [ -f "$VW/module/uc_seeded.ko" ]; then
		ok "in tree: the checker does not stop the module build (uc_seeded.ko built)"
	else
		ko "in tree: the checker does not stop the module build (uc_seeded.ko built)" "$LOG/module.log"
	fi

	# ---- 4. in tree, with the objects in another directory (O=) ---------

	if [ "$V" = "$FULL" ]; then
		say "$V: in tree, O=: a second tree, make O=DIR prepare, C=2 $SMALL/ ($(elapsed))"
		local KO=$VW/o/linux-source-$V OUT=$VW/o/out
		rm -rf "$VW/o"
		mkdir -p "$VW/o" "$OUT"
		if tar -xJf "$tarball" -C "$VW/o" &&
		   make -C "$ROOT" -s KDIR="$KO" install-in-tree >"$LOG/o-install.log" 2>&1 &&
		   make -C "$KO" O="$OUT" defconfig >"$LOG/o-prepare.log" 2>&1 &&
		   (cd "$KO" && scripts/config --file "$OUT/.config" --enable UACCESS_CHECK) &&
		   make -C "$KO" O="$OUT" olddefconfig >>"$LOG/o-prepare.log" 2>&1 &&
		   make -C "$KO" O="$OUT" -j"$JOBS" prepare >>"$LOG/o-prepare.log" 2>&1 &&
		   [ -x "$OUT/scripts/uaccess-check/uaccess-check" ] &&
		   [ ! -e "$KO/scripts/uaccess-check/parser.tab.c" ]; then
			ok "in tree, O=: make prepare builds the checker in the object directory"
			if make -C "$KO" O="$OUT" -j"$JOBS" "$SMALL/" >"$LOG/o-build.log" 2>&1 &&
			   make -C "$KO" O="$OUT" C=2 V=1 "$SMALL/" >"$LOG/o-c2.log" 2>&1 &&
			   checker_runs "$LOG/o-c2.log" "$INTREE" | sed "s|^$KO/||" | grep "^$SMALL/" |
				cmp -s - "$VW/small.list"; then
				ok "in tree, O=: make C=2 $SMALL/ runs it on the $(wc -l <"$VW/small.list") C files"
			else
				ko "in tree, O=: make C=2 $SMALL/ runs it on the $(wc -l <"$VW/small.list") C files" \
					"$LOG/o-c2.log"
			fi
		else
			ko "in tree, O=: make prepare builds the checker in the object directory" \
				"$LOG/o-prepare.log"
		fi
		rm -rf "$VW/o"
	fi

	# ---- 5. uninstall from the built tree -------------------------------

	same=1
	if make -C "$ROOT" -s KDIR="$K" uninstall-in-tree >"$LOG/uninstall-2.log" 2>&1; then
		for f in $EDITED; do
			cmp -s "$K/$f" "$VW/pristine/$f" || same=0
		done
		[ -e "$K/scripts/uaccess-check" ] && same=0
		[ -e "$K/Kconfig.checker" ] && same=0
	else
		same=0
	fi
	if [ $same = 1 ]; then
		ok "uninstall-in-tree on the built tree: edited files pristine, checker removed"
	else
		ko "uninstall-in-tree on the built tree: edited files pristine, checker removed" \
			"$LOG/uninstall-2.log"
	fi
}

INTREE=scripts/uaccess-check/uaccess-check
for V in $VERSIONS; do
	failed_before=$fail
	vstart=$(date +%s)
	cpu
	vcpu=$CPU
	check_version
	cpu
	say "$V: done in $(( $(date +%s) - vstart ))s (CPU: $((CPU - vcpu))s)"
	# The built tree is a few GB: gone once its checks passed.
	if [ "$fail" = "$failed_before" ] && [ "${KEEP:-}" != 1 ]; then
		rm -rf "$WORK/$V/linux-source-$V"
	fi
done

finish
