# SPDX-License-Identifier: GPL-2.0
# arm-gcc.sh under the options builtins-arm.def was written with
# (armv8.2-a with fp16, neon-fp-armv8, IEEE half precision), where gcc's
# 32-bit headers also define their half-precision intrinsics: every one of
# their ~2,550 functions evaluated with no diagnostic (inc/gcc-headers.sh).
. "$DIR/inc/gcc-headers.sh"
gcc_headers arm-linux-gnueabihf-gcc arm arm/builtins-arm.def 2500 \
	-march=armv8.2-a+fp16 -mfpu=neon-fp-armv8 -mfp16-format=ieee
