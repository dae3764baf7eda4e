# Sourced by the tests of mk/kernel-edits.sh: a small kernel-like tree made of
# the lines around the anchors of its changes in Linux 6.1 and 6.12.

# mktree DIR EXTRA-SUBDIR: a kernel-like tree; EXTRA-SUBDIR (6.12's ipe
# line) goes after selinux when not empty
mktree() {
	mkdir -p "$1/scripts" "$1/lib" "$1/include/linux"
	cat >"$1/Makefile" <<'EOF'
export quiet Q KBUILD_VERBOSE

# Call a source code checker (by default, "sparse") as part of the
# C compilation.
#
# Use 'make C=1' to enable checking of only re-compiled files.

PERL		= perl
PYTHON3		= python3
CHECK		= sparse
BASH		= bash
EOF
	{
		echo 'targets += module.lds'
		echo
		echo 'subdir-$(CONFIG_GCC_PLUGINS) += gcc-plugins'
		echo 'subdir-$(CONFIG_MODVERSIONS) += genksyms'
		echo 'subdir-$(CONFIG_SECURITY_SELINUX) += selinux'
		[ -n "$2" ] && echo "$2"
		echo
		echo '# Let clean descend into subdirs'
		echo 'subdir-	+= basic dtc gdb kconfig mod'
	} >"$1/scripts/Makefile"
	printf '%s\n' 'menu "Compile-time checks and compiler options"' '' \
		'config DEBUG_FORCE_WEAK_PER_CPU' '	bool' '' \
		'endmenu # "Compiler options"' '' \
		'menu "Generic Kernel Debugging Instruments"' >"$1/lib/Kconfig.debug"
	printf '%s\n' '#endif' '' \
		'/* sparse defines __CHECKER__; see Documentation/dev-tools/sparse.rst */' \
		'#ifdef __CHECKER__' >"$1/include/linux/compiler_types.h"
	echo 'source "init/Kconfig"' >"$1/Kconfig"
}
sums() { (cd "$1" && find . -type f | LC_ALL=C sort | xargs md5sum); }
fail() { echo "$*"; exit 1; }
