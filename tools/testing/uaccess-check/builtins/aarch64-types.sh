# SPDX-License-Identifier: GPL-2.0
# The aarch64 builtins (builtins-aarch64.def, gcc's types as it spells
# them) read as the checker's types: with --arch=arm64 each one is found
# and its signature reads (a bad one stops builtin-test), and spelling
# gcc's names of the target's types as types-aarch64.def defines them
# gives type_str()'s text for every one; with --arch=x86_64 none is
# found, as gcc there knows none.
. "$DIR/src/common.sh"
builtin_build
src=$DIR/../../../../scripts/uaccess-check

"$TMP/builtin-test" list --arch=arm64 >"$TMP/list" || { echo "builtin-test list --arch=arm64 failed"; exit 1; }
grep '^__builtin_aarch64_' "$TMP/list" | awk -F'\t' '{ print $1 "\t" $3 }' | sort >"$TMP/ours"
n=$(grep -c '^ARCH_BUILTIN(' "$src/base/builtins-aarch64.def")
got=$(wc -l <"$TMP/ours")
[ "$got" -eq "$n" ] || { echo "builtin-test found $got of the $n aarch64 builtins"; exit 1; }
[ "$n" -gt 2000 ] || { echo "only $n builtins in builtins-aarch64.def"; exit 1; }

# sed script: each of gcc's type names -> type_str()'s spelling
sed -n 's/^ARCH_\(SCALAR\|VECTOR\)(\([A-Za-z0-9_]*\), TYPE_\([A-Z0-9]*\)\(, \([0-9]*\)\)\?)$/\2 \3 \5/p' \
	"$src/sema/types-aarch64.def" |
while read -r name kind bytes; do
	case $kind in
	SCHAR) c="signed char" ;; UCHAR) c="unsigned char" ;;
	SHORT) c="short" ;; USHORT) c="unsigned short" ;;
	INT) c="int" ;; UINT) c="unsigned int" ;;
	LONG) c="long" ;; ULONG) c="unsigned long" ;;
	INT128) c="__int128" ;; UINT128) c="unsigned __int128" ;;
	FLOAT16) c="_Float16" ;; FLOAT) c="float" ;; DOUBLE) c="double" ;;
	*) echo "unknown kind $kind" >&2; exit 1 ;;
	esac
	[ -n "$bytes" ] && c="$c __attribute__((vector_size($bytes)))"
	printf 's/\\b%s\\b/%s/g\n' "$name" "$c"
done >"$TMP/names.sed" || exit 1
[ -s "$TMP/names.sed" ] || { echo "no types read from types-aarch64.def"; exit 1; }

sed -n 's/^ARCH_BUILTIN(\([^,]*\), "\(.*\)")$/\1	\2/p' "$src/base/builtins-aarch64.def" |
	sed -e 's/long unsigned int/unsigned long/g' -e 's/short unsigned int/unsigned short/g' \
	    -e 's/long int/long/g' -e 's/short int/short/g' -f "$TMP/names.sed" |
	sort >"$TMP/gcc"
status=0
join -t '	' "$TMP/gcc" "$TMP/ours" | tr -d ' ' | awk -F'\t' '$2 != $3' >"$TMP/diff"
if [ -s "$TMP/diff" ]; then
	echo "types that differ (gcc's, the checker's):"
	head -20 "$TMP/diff"
	status=1
fi
"$TMP/builtin-test" list --arch=x86_64 | grep '^__builtin_aarch64_' && {
	echo "aarch64 builtins found for x86_64"
	status=1
}
exit $status
