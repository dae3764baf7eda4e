# SPDX-License-Identifier: GPL-2.0
#
# uaccess-check in a kernel tree (included by the top-level Makefile).
#
#   make KDIR=/path/to/linux install-in-tree
#	copy the checker's sources (scripts/uaccess-check, without
#	generated files or objects) and Kconfig.checker into the tree and
#	make the changes of mk/kernel-edits.sh to four of the kernel's
#	files: CONFIG_UACCESS_CHECK (Kernel hacking -> Compile-time checks
#	and compiler options) then builds the checker in "make
#	scripts"/"make prepare" and makes it the CHECK of C=1/C=2.  The
#	changes are made next to lines found by their content, and first
#	on copies: if one cannot be made, or the checker is already there,
#	nothing is changed.
#   make KDIR=/path/to/linux uninstall-in-tree
#	undo those changes (again tried first) and remove
#	scripts/uaccess-check (with what a build left in it) and
#	Kconfig.checker.
#   make check-kernel
#	Kbuild integration test on Debian's linux-source-6.1 and
#	linux-source-6.12 (tools/testing/uaccess-check/kernel/check-kernel.sh).

KERNEL_EDITS := sh $(CURDIR)/mk/kernel-edits.sh

# Sources only: what Kbuild generates (flex, bison) is left out.  The
# Python tools (SCRIPTS, e.g. uaccess-check-tree) go next to the checker
# Kbuild builds, scripts/uaccess-check/uaccess-check.
# (paths relative to $(SRC), in the folders of objs.mk: those headers are
# included from and those its objects are in, checks/lock/ among them)
KERNEL_DIRS := $(sort $(uaccess-check-dirs) $(patsubst %/,%,$(dir $(uaccess-check-objs))))
KERNEL_SRCS := Makefile .gitignore objs.mk \
	$(patsubst $(SRC)/%,%,$(filter-out $(GEN_C) $(GEN_H), \
		$(foreach d,$(KERNEL_DIRS),$(patsubst $(SRC)/./%,$(SRC)/%, \
			$(wildcard $(SRC)/$(d)/*.c $(SRC)/$(d)/*.h $(SRC)/$(d)/*.l \
				   $(SRC)/$(d)/*.y $(SRC)/$(d)/*.def $(SRC)/$(d)/*.1))))) \
	$(patsubst $(SRC)/%,%,$(SCRIPTS))

.PHONY: install-in-tree uninstall-in-tree check-kernel kdir-ok

kdir-ok:
	@if [ -z "$(KDIR)" ]; then \
		echo "uaccess-check: KDIR=/path/to/linux is required" >&2; exit 1; \
	fi; \
	for f in Makefile Kconfig scripts/Makefile lib/Kconfig.debug \
			include/linux/compiler_types.h; do \
		if [ ! -f '$(KDIR)'/$$f ]; then \
			echo "uaccess-check: $(KDIR) is not a kernel source tree (no $$f)" >&2; \
			exit 1; \
		fi; \
	done

install-in-tree: kdir-ok
	@set -e; k='$(KDIR)'; \
	for f in scripts/uaccess-check Kconfig.checker; do \
		if [ -e "$$k/$$f" ]; then \
			echo "uaccess-check: $$k/$$f exists: already installed?" \
				"(make KDIR=$$k uninstall-in-tree); nothing changed" >&2; \
			exit 1; \
		fi; \
	done; \
	$(KERNEL_EDITS) -n install "$$k"; \
	for f in $(KERNEL_SRCS); do \
		mkdir -p "$$k/scripts/uaccess-check/$$(dirname $$f)"; \
		cp "$(SRC)/$$f" "$$k/scripts/uaccess-check/$$f"; \
	done; \
	cp Kconfig.checker "$$k/"; \
	$(KERNEL_EDITS) install "$$k" || \
		{ rm -rf "$$k/scripts/uaccess-check" "$$k/Kconfig.checker"; exit 1; }; \
	echo "  INSTALL $$k/scripts/uaccess-check $$k/Kconfig.checker"; \
	echo "uaccess-check: installed; enable it with: make -C $$k menuconfig" \
		"(Kernel hacking -> Compile-time checks and compiler options)" \
		"or scripts/config --enable UACCESS_CHECK"

uninstall-in-tree: kdir-ok
	@set -e; k='$(KDIR)'; \
	if [ ! -d "$$k/scripts/uaccess-check" ] || [ ! -f "$$k/Kconfig.checker" ]; then \
		echo "uaccess-check: not installed in $$k; nothing changed" >&2; \
		exit 1; \
	fi; \
	$(KERNEL_EDITS) uninstall "$$k"; \
	echo "  REMOVE  $$k/scripts/uaccess-check $$k/Kconfig.checker"; \
	rm -rf "$$k/scripts/uaccess-check"; \
	rm -f "$$k/Kconfig.checker"; \
	echo "uaccess-check: uninstalled from $$k"

check-kernel: $(PROG)
	bash tools/testing/uaccess-check/kernel/check-kernel.sh
