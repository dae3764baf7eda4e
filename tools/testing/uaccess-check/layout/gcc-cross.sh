# SPDX-License-Identifier: GPL-2.0
# The same as gcc-m64.sh with the cross compilers that are installed
# (Debian's gcc-<triplet> packages), for the other architectures the
# checker knows: their data models, endianness (bit-field order) and
# rules (arm's unnamed bit-fields align the record).  Skips if there is
# none; fewer random records per target to keep the time down.
. "$DIR/src/common.sh"
if [ -z "${LAYOUT_COUNT:-}" ]; then
	LAYOUT_COUNT=150
	layout_sanitized && LAYOUT_COUNT=20
fi
export LAYOUT_COUNT
ran=0
failed=
for t in aarch64-linux-gnu:arm64 arm-linux-gnueabihf:arm mips-linux-gnu:mips32 \
	 mips64-linux-gnuabi64:mips64 powerpc-linux-gnu:ppc32 powerpc64-linux-gnu:ppc64 \
	 powerpc64le-linux-gnu:ppc64le riscv64-linux-gnu:riscv64 s390x-linux-gnu:s390x \
	 sparc64-linux-gnu:sparc64; do
	cc=${t%%:*}-gcc
	layout_can_compile "$cc" "" || continue
	ran=$((ran + 1))
	if ! out=$(layout_compare "$cc" "" --arch="${t#*:}" 2>&1); then
		failed="$failed ${t#*:}"
		echo "--arch=${t#*:} ($cc):"
		printf '%s\n' "$out" | sed 's/^/  /'
	fi
done
[ $ran = 0 ] && { echo "no cross compiler installed"; exit 77; }
[ -z "$failed" ] || { echo "mismatches for:$failed"; exit 1; }
