# SPDX-License-Identifier: GPL-2.0
# powerpc's AltiVec builtins (builtins-ppc.def): every entry found and its
# signature read on ppc64le (a bad one stops builtin-test), the table in
# strcmp order (names.c binary-searches it), and none of them elsewhere.
. "$DIR/src/common.sh"
builtin_build
src=$DIR/../../../../scripts/uaccess-check
table=$src/arch/powerpc/builtins-ppc.def

sed -n 's/^PPC_BUILTIN(\([^,]*\),.*/\1/p' "$table" >"$TMP/names"
n=$(wc -l <"$TMP/names")
[ "$n" -gt 50 ] || { echo "only $n builtins in builtins-ppc.def"; exit 1; }
LC_ALL=C sort -c "$TMP/names" 2>"$TMP/sort" || { echo "builtins-ppc.def is not sorted:"; cat "$TMP/sort"; exit 1; }
"$TMP/builtin-test" list --arch=ppc64le >"$TMP/list" || { echo "builtin-test list --arch=ppc64le failed"; exit 1; }
got=$(grep -c -E '^__builtin_(vec|altivec|crypto)_' "$TMP/list")
[ "$got" -eq "$n" ] || { echo "builtin-test found $got of the $n builtins of builtins-ppc.def"; exit 1; }
for other in x86_64 arm64 arm; do
	"$TMP/builtin-test" list --arch="$other" | grep -E '^__builtin_(vec|altivec|crypto)_' && {
		echo "AltiVec builtins on $other"
		exit 1
	}
done
exit 0
