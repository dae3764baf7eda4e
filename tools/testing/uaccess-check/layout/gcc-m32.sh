# SPDX-License-Identifier: GPL-2.0
# The same as gcc-m64.sh for gcc -m32 (i386: long long and double on 4
# bytes in structs, 12-byte long double).  gcc only compiles, so no
# 32-bit libraries (gcc-multilib) are needed.
. "$DIR/src/common.sh"
layout_can_compile gcc -m32 || { echo "gcc -m32 cannot compile"; exit 77; }
layout_compare gcc -m32 -m32
