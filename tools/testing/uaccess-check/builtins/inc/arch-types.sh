# SPDX-License-Identifier: GPL-2.0
# Sourced by aarch64-types.sh and arm-types.sh: a target's builtins
# (arch/FOLDER/builtins-ARCH.def, gcc's types as it spells them) read as the
# checker's types.  With --arch=ARCH each one is found and its signature
# reads (a bad one stops builtin-test), and spelling gcc's names of the
# target's types as arch/FOLDER/types-ARCH.def defines them gives type_str()'s
# text for every one; on the other targets none is found, as gcc there
# knows none.
#
# arch_types ARCH PREFIXES TABLE TYPES MIN OTHERS: TABLE and TYPES under
# arch/, PREFIXES the builtins' (an ERE alternation: aarch64, neon|arm),
# at least MIN of them, none on the architectures OTHERS.
. "$DIR/src/common.sh"

arch_types()
{
	arch=$1 prefixes=$2 table=$3 types=$4 min=$5 others=$6
	builtin_build
	src=$DIR/../../../../scripts/uaccess-check

	"$TMP/builtin-test" list --arch="$arch" >"$TMP/list" || { echo "builtin-test list --arch=$arch failed"; exit 1; }
	grep -E "^__builtin_($prefixes)_" "$TMP/list" | awk -F'\t' '{ print $1 "\t" $3 }' | sort >"$TMP/ours"
	n=$(grep -c '^ARCH_BUILTIN(' "$src/arch/$table")
	got=$(wc -l <"$TMP/ours")
	[ "$got" -eq "$n" ] || { echo "builtin-test found $got of the $n builtins of $table"; exit 1; }
	[ "$n" -gt "$min" ] || { echo "only $n builtins in $table"; exit 1; }

	# sed script: each of gcc's type names -> type_str()'s spelling
	sed -n 's/^ARCH_\(SCALAR\|VECTOR\)(\([A-Za-z0-9_]*\), TYPE_\([A-Z0-9]*\)\(, \([0-9]*\)\)\?)$/\2 \3 \5/p' \
		"$src/arch/$types" |
	while read -r name kind bytes; do
		case $kind in
		SCHAR) c="signed char" ;; UCHAR) c="unsigned char" ;;
		SHORT) c="short" ;; USHORT) c="unsigned short" ;;
		INT) c="int" ;; UINT) c="unsigned int" ;;
		LONG) c="long" ;; ULONG) c="unsigned long" ;;
		LLONG) c="long long" ;; ULLONG) c="unsigned long long" ;;
		INT128) c="__int128" ;; UINT128) c="unsigned __int128" ;;
		FLOAT16) c="_Float16" ;; FLOAT) c="float" ;; DOUBLE) c="double" ;;
		*) echo "unknown kind $kind" >&2; exit 1 ;;
		esac
		[ -n "$bytes" ] && c="$c __attribute__((vector_size($bytes)))"
		printf 's/\\b%s\\b/%s/g\n' "$name" "$c"
	done >"$TMP/names.sed" || exit 1
	[ -s "$TMP/names.sed" ] || { echo "no types read from $types"; exit 1; }

	sed -n 's/^ARCH_BUILTIN(\([^,]*\), "\(.*\)")$/\1	\2/p' "$src/arch/$table" |
		sed -e 's/long long unsigned int/unsigned long long/g' -e 's/long long int/long long/g' \
		    -e 's/long unsigned int/unsigned long/g' -e 's/short unsigned int/unsigned short/g' \
		    -e 's/long int/long/g' -e 's/short int/short/g' -f "$TMP/names.sed" |
		sort >"$TMP/gcc"
	status=0
	join -t '	' "$TMP/gcc" "$TMP/ours" | tr -d ' ' >"$TMP/both"
	[ "$(wc -l <"$TMP/both")" -eq "$n" ] ||
		{ echo "only $(wc -l <"$TMP/both") of the $n builtins compared"; exit 1; }
	awk -F'\t' '$2 != $3' "$TMP/both" >"$TMP/diff"
	if [ -s "$TMP/diff" ]; then
		echo "types that differ (gcc's, the checker's):"
		head -20 "$TMP/diff"
		status=1
	fi
	for other in $others; do
		"$TMP/builtin-test" list --arch="$other" | grep -E "^__builtin_($prefixes)_" && {
			echo "builtins of $table found for $other"
			status=1
		}
	done
	exit $status
}
