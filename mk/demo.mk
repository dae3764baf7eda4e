# SPDX-License-Identifier: GPL-2.0
#
# make demo: build the checker, then run it on the bundled example driver
# (demo/drivers/demo_dev.c) against the bundled kernel-like headers
# (demo/include), so that no kernel tree is needed.  demo/run has the
# command; tools/testing/uaccess-check/demo/demo.sh checks its findings.
# Included from the top-level Makefile.

.PHONY: demo

demo: $(PROG)
	$(Q)sh demo/run $(PROG)
