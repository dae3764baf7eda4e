# SPDX-License-Identifier: GPL-2.0
# The builtin module's API (src/builtin-test.c check): lookup, fixed
# types on both data models (size_t, uint64_t), the types of
# type-generic calls (__atomic_*, __sync_*, *_overflow, ...) and when
# they are NULL, the per-unit cache; on ppc64le the AltiVec families too.
. "$DIR/src/common.sh"
builtin_build
status=0
for m in -m64 -m32 --arch=ppc64le; do
	"$TMP/builtin-test" check $m >"$TMP/out" 2>&1 || {
		echo "builtin-test check $m:"
		cat "$TMP/out"
		status=1
	}
done
exit $status
