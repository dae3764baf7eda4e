# SPDX-License-Identifier: GPL-2.0
# Struct, union and enum layouts, sizes, alignments, bit-field positions,
# arithmetic conversions and compatibility against gcc -m64 (x86_64):
# inputs/*.h and random records (src/layout-test.c explains how).
. "$DIR/src/common.sh"
layout_can_compile gcc -m64 || { echo "gcc -m64 cannot compile"; exit 77; }
layout_compare gcc -m64 -m64
