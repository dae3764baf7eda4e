# SPDX-License-Identifier: GPL-2.0
# gcc's 32-bit arm intrinsic headers (Debian's gcc-arm-linux-gnueabihf),
# with its default options (armv7-a, vfpv3-d16, hard float): every
# function of arm_neon.h, arm_acle.h, arm_fp16.h and arm_bf16.h (~2,200)
# evaluated with no diagnostic, and builtins-arm.def written again byte
# for byte (inc/gcc-headers.sh).  The headers' own void returns and
# declarations after statements are not reported: they are a system
# header's (diagnostics/system-header-warnings.c).
. "$DIR/inc/gcc-headers.sh"
gcc_headers arm-linux-gnueabihf-gcc arm arm/builtins-arm.def 2000
