# SPDX-License-Identifier: GPL-2.0
# The aarch64 builtins (builtins-aarch64.def) read as gcc spells their
# types, and none of them on x86_64 or arm (inc/arch-types.sh).
. "$DIR/inc/arch-types.sh"
arch_types arm64 aarch64 arm64/builtins-aarch64.def arm64/types-aarch64.def 2000 "x86_64 arm"
