#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# check-kernel.sh - uaccess-check under real Kbuild runs ("make check-kernel")
#
# skip: the Kbuild test on a real kernel, run by "make check-kernel"
# (the line above keeps run-tests, which sees kernel/ as a test area, off it)
#
# On Debian's linux-source-6.1, unpacked into a scratch directory:
#   1. the patches apply (patch --dry-run), install-in-tree refuses when
#      it cannot apply and leaves the tree as it was, and
#      uninstall-in-tree gives back the pristine tree (checksums of all
#      files);
#   2. out of tree: "make C=2 CHECK=<standalone uaccess-check> DIR/" on the
#      unmodified kernel checks every C file of DIR;
#   3. in tree: install-in-tree, CONFIG_UACCESS_CHECK=y; "make prepare"
#      builds scripts/uaccess-check (warning-free), "make C=2 DIR/" runs
#      it on every C file of DIR, "make C=1 DIR/" after touching one file
#      checks that file only, and "make M=<module> C=1" reports the seeded
#      __user bug of tools/testing/uaccess-check/kernel/module with its
#      file and line;
#   4. the same install with the objects elsewhere (O=), on a second tree;
#   5. uninstall-in-tree on the built tree restores the patched files.
# One "PASS: ..."/"FAIL: ..." line per check, "N passed, N failed" at the
# end; exit status 1 if a check failed.
#
# Environment:
#   KERNEL_WORKDIR  scratch directory (default: a new /tmp/uaccess-check-kernel.*,
#                   removed at the end unless KEEP=1 or a check failed)
#   KERNEL_TARBALL  default /usr/src/linux-source-6.1.tar.xz (installed
#                   with apt-get, as root, when missing)
#   KERNEL_DIR      the small directory built and checked (default lib/math)
#   JOBS            make -j (default 2)
#   KEEP=1          keep the scratch directory
#
# As root it installs what is missing with apt-get (linux-source-6.1 and
# what a defconfig "make prepare" needs).

set -u

ROOT=$(cd "$(dirname "$0")/../../../.." && pwd) || exit 1
UC=$ROOT/scripts/uaccess-check/uaccess-check
TARBALL=${KERNEL_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
SMALL=${KERNEL_DIR:-lib/math}
SMALL=${SMALL%/}
JOBS=${JOBS:-2}
MODSRC=$ROOT/tools/testing/uaccess-check/kernel/module
# The files the patches change, and what install-in-tree adds.
PATCHED="Makefile scripts/Makefile lib/Kconfig.debug include/linux/compiler_types.h"

pass=0
fail=0
start=$(date +%s)

say() { printf '%s\n' "check-kernel: $*"; }
elapsed() { echo "$(( $(date +%s) - start ))s"; }
ok() { echo "PASS: $1"; pass=$((pass + 1)); }
# ko NAME [LOG]: fail, with the end of LOG indented below
ko() {
	echo "FAIL: $1"
	fail=$((fail + 1))
	if [ $# -gt 1 ] && [ -f "$2" ]; then
		tail -n 25 "$2" | sed 's/^/    /'
	fi
}
finish() {
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

need=()
[ -f "$TARBALL" ] || need+=(linux-source-6.1)
for t in gcc:gcc make:make flex:flex bison:bison bc:bc patch:patch \
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
K=$WORK/linux-source-6.1
LOG=$WORK/logs
mkdir -p "$LOG"

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
manifest() { (cd "$K" && find . -type f -print0 | sort -z | xargs -0 md5sum); }

say "checker $UC"
if ! make -C "$ROOT" -s >"$LOG/checker-build.log" 2>&1; then
	ko "standalone build of uaccess-check" "$LOG/checker-build.log"
	finish
fi

say "unpacking $TARBALL into $WORK ($(elapsed))"
rm -rf "$K"
if ! tar -xJf "$TARBALL" -C "$WORK" || [ ! -f "$K/Makefile" ]; then
	ko "unpack $TARBALL"
	finish
fi

# ---- 1. install / uninstall on the pristine tree ----------------------------

manifest >"$WORK/pristine.md5"
mkdir -p "$WORK/pristine"
for f in $PATCHED; do
	mkdir -p "$WORK/pristine/$(dirname "$f")"
	cp "$K/$f" "$WORK/pristine/$f"
done

all=1
for f in $PATCHED; do
	patch -p1 -N -f --dry-run -d "$K" <"$ROOT/$f.patch" >>"$LOG/dry-run.log" 2>&1 ||
		all=0
done
[ $all = 1 ] && ok "the 4 patches apply with patch -p1 --dry-run" ||
	ko "the 4 patches apply with patch -p1 --dry-run" "$LOG/dry-run.log"

if make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-1.log" 2>&1 &&
   [ -f "$K/scripts/uaccess-check/main.c" ] && [ -f "$K/Kconfig.checker" ] &&
   ! ls "$K"/scripts/uaccess-check/*.o "$K"/scripts/uaccess-check/*.tab.c \
	"$K"/scripts/uaccess-check/*.lex.c >/dev/null 2>&1 &&
   ! cmp -s "$K/Makefile" "$WORK/pristine/Makefile"; then
	ok "install-in-tree: sources (no generated files) and patches"
else
	ko "install-in-tree: sources (no generated files) and patches" "$LOG/install-1.log"
fi

manifest >"$WORK/installed.md5"
if ! make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-again.log" 2>&1 &&
   grep -q "nothing changed" "$LOG/install-again.log" &&
   manifest | cmp -s - "$WORK/installed.md5"; then
	ok "install-in-tree twice: refused, tree untouched"
else
	ko "install-in-tree twice: refused, tree untouched" "$LOG/install-again.log"
fi

if make -C "$ROOT" -s KDIR="$K" uninstall-in-tree >"$LOG/uninstall-1.log" 2>&1 &&
   manifest | cmp -s - "$WORK/pristine.md5"; then
	ok "uninstall-in-tree: tree identical to the pristine one (all files)"
else
	ko "uninstall-in-tree: tree identical to the pristine one (all files)" "$LOG/uninstall-1.log"
fi

# A tree the Makefile patch does not fit: refused, nothing changed.
sed -i 's/^CHECK\t\t= sparse$/CHECK\t\t= sparse-llvm/' "$K/Makefile"
manifest >"$WORK/changed.md5"
if ! make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-refused.log" 2>&1 &&
   grep -q "Makefile.patch does not apply" "$LOG/install-refused.log" &&
   manifest | cmp -s - "$WORK/changed.md5"; then
	ok "install-in-tree on a tree a patch does not fit: refused, tree untouched"
else
	ko "install-in-tree on a tree a patch does not fit: refused, tree untouched" \
		"$LOG/install-refused.log"
fi
cp "$WORK/pristine/Makefile" "$K/Makefile"

# ---- 2. out of tree: CHECK= on the unmodified kernel ------------------------

say "make defconfig; make -j$JOBS prepare modules_prepare ($(elapsed))"
if ! kmake defconfig defconfig ||
   ! kmake prepare -j"$JOBS" prepare modules_prepare; then
	ko "defconfig, prepare, modules_prepare" "$LOG/prepare.log"
	finish
fi
say "make -j$JOBS $SMALL/ ($(elapsed))"
if ! kmake build-small -j"$JOBS" "$SMALL/"; then
	ko "make $SMALL/" "$LOG/build-small.log"
	finish
fi
small_sources >"$WORK/small.list"
say "$SMALL: $(wc -l <"$WORK/small.list") C files built"

# c2_checks_all NAME CHECKER WHAT [MAKEARGS...]: "make C=2 $SMALL/" runs
# CHECKER on every C file of $SMALL (small.list); WHAT names the route.
c2_checks_all()
{
	name=$1 checker=$2 what=$3
	shift 3
	if kmake "$name" C=2 "$@" V=1 "$SMALL/"; then
		checker_runs "$LOG/$name.log" "$checker" | grep "^$SMALL/" >"$WORK/$name.list"
		if [ -s "$WORK/small.list" ] && cmp -s "$WORK/$name.list" "$WORK/small.list"; then
			ok "$what $SMALL/ checks its $(wc -l <"$WORK/small.list") C files"
			show_runs "$LOG/$name.log" "$checker" | grep " $SMALL/"
		else
			ko "$what $SMALL/ checks its C files"
			diff "$WORK/small.list" "$WORK/$name.list" | sed 's/^/    /'
		fi
	else
		ko "$what $SMALL/" "$LOG/$name.log"
	fi
}

say "out of tree: make C=2 CHECK=$UC $SMALL/ ($(elapsed))"
c2_checks_all oot-c2 "$UC" "out of tree: make C=2 CHECK=.../uaccess-check" CHECK="$UC"

# ---- 3. in tree --------------------------------------------------------------

say "in tree: install-in-tree, CONFIG_UACCESS_CHECK=y ($(elapsed))"
if make -C "$ROOT" -s KDIR="$K" install-in-tree >"$LOG/install-2.log" 2>&1 &&
   (cd "$K" && scripts/config --enable UACCESS_CHECK) &&
   kmake olddefconfig olddefconfig &&
   grep -qx "CONFIG_UACCESS_CHECK=y" "$K/.config"; then
	ok "CONFIG_UACCESS_CHECK=y after install-in-tree + scripts/config + olddefconfig"
else
	ko "CONFIG_UACCESS_CHECK=y after install-in-tree + scripts/config + olddefconfig" \
		"$LOG/install-2.log"
	finish
fi

say "make -j$JOBS prepare modules_prepare ($(elapsed))"
if kmake prepare-uc -j"$JOBS" prepare modules_prepare &&
   [ -x "$K/scripts/uaccess-check/uaccess-check" ] &&
   grep -q "HOSTCC  scripts/uaccess-check/main.o" "$LOG/prepare-uc.log"; then
	ok "make prepare builds scripts/uaccess-check/uaccess-check (Kbuild hostprog)"
else
	ko "make prepare builds scripts/uaccess-check/uaccess-check (Kbuild hostprog)" \
		"$LOG/prepare-uc.log"
	finish
fi
if grep -E "scripts/uaccess-check/.*(warning|error):" "$LOG/prepare-uc.log" >"$WORK/hostcc-warnings"; then
	ko "Kbuild's build of scripts/uaccess-check is warning-free" "$WORK/hostcc-warnings"
else
	ok "Kbuild's build of scripts/uaccess-check is warning-free"
fi

kmake build-small-uc -j"$JOBS" "$SMALL/" ||
	ko "make $SMALL/ with CONFIG_UACCESS_CHECK" "$LOG/build-small-uc.log"

say "in tree: make C=2 $SMALL/ ($(elapsed))"
INTREE=scripts/uaccess-check/uaccess-check
c2_checks_all intree-c2 "$INTREE" "in tree: make C=2 (scripts/uaccess-check)"

say "in tree: make C=1 $SMALL/ ($(elapsed))"
one=$(head -n 1 "$WORK/small.list")
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

say "in tree: make M=<module> C=1 ($(elapsed))"
rm -rf "$WORK/module"
cp -r "$MODSRC" "$WORK/module"
line=$(grep -n "seeded: __user pointer dereferenced" "$WORK/module/uc_seeded.c" | cut -d: -f1)
kmake module M="$WORK/module" C=1 KBUILD_MODPOST_WARN=1 modules
status=$?
if grep -qx "  CHECK   $WORK/module/uc_seeded.c" "$LOG/module.log"; then
	ok "in tree: make M=module C=1 checks uc_seeded.c"
	grep -x "  CHECK   $WORK/module/uc_seeded.c" "$LOG/module.log" | sed "s|$WORK/||; s/^/  /"
else
	ko "in tree: make M=module C=1 checks uc_seeded.c" "$LOG/module.log"
fi
if grep -E "^$WORK/module/uc_seeded.c:$line:[0-9]+: (warning|error): .*dereference.*\[-W[a-z-]+\]" \
		"$LOG/module.log" >"$WORK/seeded"; then
	ok "in tree: the seeded __user bug is reported at uc_seeded.c:$line"
	sed "s|^$WORK/||; s/^/    /" "$WORK/seeded"
else
	ko "in tree: the seeded __user bug is reported at uc_seeded.c:$line" "$LOG/module.log"
fi
if [ "$(grep -cE '^[^ ]*uc_seeded.c:[0-9]+:[0-9]+: (warning|error):' "$LOG/module.log")" = 1 ]; then
	ok "in tree: nothing else reported in the module (the correct code is silent)"
else
	ko "in tree: nothing else reported in the module (the correct code is silent)" "$LOG/module.log"
fi
if [ $status = 0 ] && [ -f "$WORK/module/uc_seeded.ko" ]; then
	ok "in tree: the checker does not stop the module build (uc_seeded.ko built)"
else
	ko "in tree: the checker does not stop the module build (uc_seeded.ko built)" "$LOG/module.log"
fi

# ---- 4. in tree, with the objects in another directory (O=) -----------------

say "in tree, O=: a second tree, make O=DIR prepare, C=2 $SMALL/ ($(elapsed))"
KO=$WORK/o/linux-source-6.1
OUT=$WORK/o/out
rm -rf "$WORK/o"
mkdir -p "$WORK/o" "$OUT"
if tar -xJf "$TARBALL" -C "$WORK/o" &&
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
		cmp -s - "$WORK/small.list"; then
		ok "in tree, O=: make C=2 $SMALL/ runs it on the $(wc -l <"$WORK/small.list") C files"
	else
		ko "in tree, O=: make C=2 $SMALL/ runs it on the $(wc -l <"$WORK/small.list") C files" \
			"$LOG/o-c2.log"
	fi
else
	ko "in tree, O=: make prepare builds the checker in the object directory" \
		"$LOG/o-prepare.log"
fi
rm -rf "$WORK/o"

# ---- 5. uninstall from the built tree -------------------------------------

same=1
if make -C "$ROOT" -s KDIR="$K" uninstall-in-tree >"$LOG/uninstall-2.log" 2>&1; then
	for f in $PATCHED; do
		cmp -s "$K/$f" "$WORK/pristine/$f" || same=0
	done
	[ -e "$K/scripts/uaccess-check" ] && same=0
	[ -e "$K/Kconfig.checker" ] && same=0
else
	same=0
fi
if [ $same = 1 ]; then
	ok "uninstall-in-tree on the built tree: patched files pristine, checker removed"
else
	ko "uninstall-in-tree on the built tree: patched files pristine, checker removed" \
		"$LOG/uninstall-2.log"
fi

finish
