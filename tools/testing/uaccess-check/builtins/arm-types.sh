# SPDX-License-Identifier: GPL-2.0
# The 32-bit arm builtins (builtins-arm.def) read as gcc spells their
# types, and none of them on x86_64 or arm64 (inc/arch-types.sh).
. "$DIR/inc/arch-types.sh"
arch_types arm "neon|arm" arm/builtins-arm.def arm/types-arm.def 1000 "x86_64 arm64"
