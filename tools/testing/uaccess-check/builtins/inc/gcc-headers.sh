# SPDX-License-Identifier: GPL-2.0
# Sourced by aarch64-gcc.sh and arm-gcc.sh: gcc's own intrinsic headers of
# a target, when its cross compiler is installed (CI installs them).  A
# unit that includes arm_neon.h, arm_acle.h, arm_fp16.h and arm_bf16.h and
# takes the address of each of their functions, so that every body is
# evaluated, gets no diagnostic at all with -Wsparse-all (each calls
# builtins of arch/FOLDER/builtins-ARCH.def and names types
# of arch/FOLDER/types-ARCH.def), as the kernel's lib/raid6, crypto and arch/*/lib
# units include them (-ffreestanding, -isystem gcc's include directory).
# With the gcc version the table was written with, gen-arch-builtins.py
# writes it again byte for byte.
#
# gcc_headers CC ARCH TABLE MIN [FLAG...]: TABLE under arch/, FLAGs for gcc and the checker,
# at least MIN functions.
gcc_headers()
{
	cc=$1 arch=$2 table=$3 min=$4
	shift 4
	command -v "$cc" >/dev/null 2>&1 || { echo "no $cc"; exit 77; }
	src=$DIR/../../../../scripts/uaccess-check
	inc=$("$cc" -print-file-name=include)
	headers="arm_neon.h arm_acle.h arm_fp16.h arm_bf16.h"

	for h in $headers; do
		echo "#include <$h>"
	done >"$TMP/all.c"
	# the functions: a name followed by " (" on a line of its own, after
	# the attributes of an "extern __inline" definition
	"$cc" "$@" -E -P -ffreestanding "$TMP/all.c" >"$TMP/all.i" ||
		{ echo "$cc -E failed"; exit 1; }
	grep -A2 '^__extension__ extern __inline\|^extern __inline' "$TMP/all.i" |
		sed -n 's/^\([a-z_][a-z_0-9]*\) (.*/\1/p' | grep -v '^__attribute' |
		sort -u >"$TMP/names"
	n=$(wc -l <"$TMP/names")
	[ "$n" -gt "$min" ] || { echo "only $n functions found in $headers"; exit 1; }
	{
		echo "static void *const uc_all[] = {"
		sed 's/$/,/' "$TMP/names"
		echo "};"
		echo "const void *uc_use(int i);"
		echo "const void *uc_use(int i) { return uc_all[i]; }"
	} >>"$TMP/all.c"
	"$cc" "$@" -fsyntax-only -ffreestanding "$TMP/all.c" ||
		{ echo "$cc refuses the unit"; exit 1; }
	"$UC" --arch="$arch" "$@" -ffreestanding -nostdinc -isystem "$inc" -Wsparse-all "$TMP/all.c" \
		>"$TMP/out" 2>&1
	rc=$?
	if [ $rc != 0 ] || [ -s "$TMP/out" ]; then
		echo "the checker on $n functions of $headers (exit $rc):"
		head -20 "$TMP/out"
		exit 1
	fi

	version=$("$cc" -dumpfullversion)
	if grep -q "with $cc $version:" "$src/arch/$table"; then
		python3 "$src/arch/gen-arch-builtins.py" --cc "$cc" >"$TMP/def" 2>"$TMP/gen.err" ||
			{ echo "gen-arch-builtins.py failed"; cat "$TMP/gen.err"; exit 1; }
		if ! cmp -s "$TMP/def" "$src/arch/$table"; then
			echo "gen-arch-builtins.py with $cc $version writes another $table:"
			diff "$src/arch/$table" "$TMP/def" | head -20
			exit 1
		fi
	fi
	exit 0
}
