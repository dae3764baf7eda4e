# SPDX-License-Identifier: GPL-2.0
# gcc's arm64 intrinsic headers (Debian's gcc-aarch64-linux-gnu): every
# function of arm_neon.h, arm_acle.h, arm_fp16.h and arm_bf16.h (~4,300)
# evaluated with no diagnostic, and builtins-aarch64.def written again
# byte for byte (inc/gcc-headers.sh).
. "$DIR/inc/gcc-headers.sh"
gcc_headers aarch64-linux-gnu-gcc arm64 arm64/builtins-aarch64.def 4000
