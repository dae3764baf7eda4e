# SPDX-License-Identifier: GPL-2.0
# The type module's API where gcc has no say: annotations and address
# spaces, printing, interning, member lookup, offsetof errors, #pragma
# pack bookkeeping (src/selftest.c).
. "$DIR/src/common.sh"
layout_build
"$TMP/layout-test" selftest
