# SPDX-License-Identifier: GPL-2.0
#
# Standalone build of uaccess-check, outside a kernel tree.
#
#   make                 build scripts/uaccess-check/uaccess-check
#   make demo            build, then run it on the bundled example driver (demo/)
#   make check           build, then run the tests
#   make SANITIZE=1      build scripts/uaccess-check/uaccess-check-asan
#                        (AddressSanitizer + UBSan, -fno-sanitize-recover=all,
#                        objects in a separate dir); make SANITIZE=1 check runs
#                        the tests with it (make asan, make check-asan: the same)
#   make fuzz            build and run the libFuzzer targets (mk/fuzz.mk),
#                        FUZZ_SECONDS=N each; make valgrind: memcheck on a few units
#   make install         install to $(DESTDIR)$(PREFIX) (default /usr/local)
#   make KDIR=DIR install-in-tree    copy it into the kernel tree DIR, with
#                        CONFIG_UACCESS_CHECK (uninstall-in-tree undoes it)
#   make check-kernel    Kbuild C=1/C=2/M= test on linux-source-6.1 and 6.12
#                        (mk/kernel.mk)
#   make clean
#
# Inside a kernel tree, Kbuild uses scripts/uaccess-check/Makefile instead.
# Both use the same names and flags for the generated scanner and parser
# (flex -L -> *.lex.c, bison -t -l -> *.tab.[ch]), so one set of sources
# builds in both.
#
# The object list is scripts/uaccess-check/objs.mk, which Kbuild's
# Makefile includes too.
# Variables: CC, HOSTCFLAGS, HOSTLDFLAGS, LEX, YACC, PREFIX, DESTDIR, V=1,
# SANITIZE=1, FUZZ_CC, FUZZ_SECONDS, FUZZ_TARGETS.

MAKEFLAGS += --no-builtin-rules
.SUFFIXES:

# Make's own defaults for LEX and YACC are lex and yacc: use Kbuild's.
ifeq ($(origin LEX),default)
LEX := flex
endif
ifeq ($(origin YACC),default)
YACC := bison
endif
ifeq ($(origin CC),default)
CC := gcc
endif

PREFIX ?= /usr/local
DESTDIR ?=
INSTALL ?= install

ifeq ($(V),1)
Q :=
quiet := @true
else
Q := @
quiet := @printf '  %-7s %s\n'
endif

SRC := scripts/uaccess-check
PROG := $(SRC)/uaccess-check
ASAN_PROG := $(SRC)/uaccess-check-asan
ASAN_DIR := $(SRC)/.asan-obj
MANPAGE := $(wildcard $(SRC)/uaccess-check.1)
# The Python tools installed next to the checker, and their man pages.
SCRIPTS := $(wildcard $(SRC)/uaccess-check-tree $(SRC)/uaccess-check-html)
SCRIPT_MANPAGES := $(wildcard $(addsuffix .1,$(SCRIPTS)))
RUN_TESTS := tools/testing/uaccess-check/run-tests

# Kbuild's host flags (KBUILD_USERHOSTCFLAGS, less -fomit-frame-pointer).
UC_CFLAGS := -Wall -Wmissing-prototypes -Wstrict-prototypes -O2 -std=gnu11 \
	     $(HOSTCFLAGS)
UC_LDFLAGS := $(HOSTLDFLAGS)
ASAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all \
	      -fno-omit-frame-pointer -g

uc-srcdir := $(SRC)
include $(SRC)/objs.mk

LEX_SRCS := $(wildcard $(SRC)/*.l)
YACC_SRCS := $(wildcard $(SRC)/*.y)
GEN_C := $(LEX_SRCS:.l=.lex.c) $(YACC_SRCS:.y=.tab.c)
GEN_H := $(YACC_SRCS:.y=.tab.h)
OBJS := $(addprefix $(SRC)/,$(uaccess-check-objs))
ASAN_OBJS := $(patsubst $(SRC)/%.o,$(ASAN_DIR)/%.o,$(OBJS))
INCLUDES := $(addprefix -I$(SRC)/,$(uaccess-check-dirs))

# Tools the generated files need, and the Debian packages that have them.
NEED_TOOLS := $(if $(LEX_SRCS),$(LEX):flex) $(if $(YACC_SRCS),$(YACC):bison)

# When flex or bison is missing: as root, install it; otherwise say how.
define ensure_tools
@missing=; \
	for t in $(NEED_TOOLS); do \
		command -v "$${t%%:*}" >/dev/null 2>&1 || missing="$$missing $${t#*:}"; \
	done; \
	[ -z "$$missing" ] && exit 0; \
	if [ "$$(id -u)" != 0 ]; then \
		echo "uaccess-check build: missing:$$missing"; \
		echo "run: sudo apt-get install$$missing"; \
		exit 1; \
	fi; \
	if ! command -v apt-get >/dev/null 2>&1; then \
		echo "uaccess-check build: missing:$$missing; install them with your package manager"; \
		exit 1; \
	fi; \
	echo "  INSTALL$$missing"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt_install() { apt-get -o DPkg::Lock::Timeout=300 install -y -q $$missing; }; \
	if ! ls /var/lib/apt/lists/*_Packages >/dev/null 2>&1; then \
		apt-get -o DPkg::Lock::Timeout=300 update -q || exit 1; \
	fi; \
	apt_install || { apt-get -o DPkg::Lock::Timeout=300 update -q && apt_install; }
endef

# SANITIZE=1: the sanitized binary is the one built and tested.
ifeq ($(SANITIZE),1)
CHECK_PROG := $(ASAN_PROG)
# about 15 times slower (layout/gcc-m64.sh: 55 s instead of 4)
export UC_TEST_TIMEOUT ?= 600
else
CHECK_PROG := $(PROG)
endif

.PHONY: all check asan check-asan bench install clean generated build-tools FORCE
.DELETE_ON_ERROR:

all: $(CHECK_PROG)

$(PROG): $(OBJS) $(SRC)/.flags
	$(quiet) LD $@
	$(Q)$(CC) $(UC_CFLAGS) $(UC_LDFLAGS) -o $@ $(OBJS)

$(SRC)/%.o: $(SRC)/%.c $(SRC)/.flags
	$(quiet) CC $@
	$(Q)$(CC) $(UC_CFLAGS) $(INCLUDES) -MMD -MP -c -o $@ $<

# One check (and install) for both generators: with make -j, two
# apt-get runs at once would fight over the package lock.
build-tools:
	$(ensure_tools)

$(SRC)/%.lex.c: $(SRC)/%.l | build-tools
	$(quiet) LEX $@
	$(Q)$(LEX) -L -o $@ $<

# Named here so that make does not treat them as intermediate files
# (and delete them after the build).
generated: $(GEN_C) $(GEN_H)

# One run of bison writes both files: a grouped target.
$(SRC)/%.tab.c $(SRC)/%.tab.h: $(SRC)/%.y | build-tools
	$(quiet) YACC $(SRC)/$*.tab.[ch]
	$(Q)$(YACC) -t -l --defines=$(SRC)/$*.tab.h -o $(SRC)/$*.tab.c $<

# The parser's header is generated: only the parser's bridge to the
# scanner includes it.
$(SRC)/parse.o $(ASAN_DIR)/parse.o: $(GEN_H)

asan: $(ASAN_PROG)

$(ASAN_PROG): $(ASAN_OBJS) $(SRC)/.flags
	$(quiet) LD $@
	$(Q)$(CC) $(UC_CFLAGS) $(ASAN_FLAGS) $(UC_LDFLAGS) -o $@ $(ASAN_OBJS)

$(ASAN_DIR)/%.o: $(SRC)/%.c $(SRC)/.flags
	@mkdir -p $(dir $@)
	$(quiet) CC $@
	$(Q)$(CC) $(UC_CFLAGS) $(INCLUDES) $(ASAN_FLAGS) -MMD -MP -c -o $@ $<

# A change of compiler or flags rebuilds everything: .flags is rewritten
# (and so becomes newer) only when they differ from the previous build.
FLAGS_TEXT := $(CC) $(UC_CFLAGS) | $(UC_LDFLAGS) | $(ASAN_FLAGS) | $(LEX) | $(YACC)
FLAGS_ESC := $(subst ','\'',$(FLAGS_TEXT))
$(SRC)/.flags: FORCE
	@printf '%s\n' '$(FLAGS_ESC)' | cmp -s - $@ || printf '%s\n' '$(FLAGS_ESC)' >$@

# Memory lives in arenas freed wholesale (or at exit): leak reports are
# noise, unless asked for with ASAN_OPTIONS=detect_leaks=1.  (Only the
# sanitized binary reads these variables.)
# The fuzz targets' way of running units, without a fuzzer: the test
# fuzz/inprocess.sh compares its in-process runs with the checker's.
REPLAY_SRCS := tools/testing/uaccess-check/fuzz/src/replay.c \
	       tools/testing/uaccess-check/fuzz/src/common.c
REPLAY_PROG := $(SRC)/uaccess-check-replay
ASAN_REPLAY_PROG := $(SRC)/uaccess-check-replay-asan

$(REPLAY_PROG): $(REPLAY_SRCS) $(filter-out $(SRC)/main.o,$(OBJS)) $(SRC)/.flags
	$(quiet) LD $@
	$(Q)$(CC) $(UC_CFLAGS) $(INCLUDES) $(UC_LDFLAGS) -o $@ $(REPLAY_SRCS) \
		$(filter-out $(SRC)/main.o,$(OBJS))

$(ASAN_REPLAY_PROG): $(REPLAY_SRCS) $(filter-out $(ASAN_DIR)/main.o,$(ASAN_OBJS)) $(SRC)/.flags
	$(quiet) LD $@
	$(Q)$(CC) $(UC_CFLAGS) $(ASAN_FLAGS) $(INCLUDES) $(UC_LDFLAGS) -o $@ $(REPLAY_SRCS) \
		$(filter-out $(ASAN_DIR)/main.o,$(ASAN_OBJS))

check: $(CHECK_PROG) $(if $(filter 1,$(SANITIZE)),$(ASAN_REPLAY_PROG),$(REPLAY_PROG))
	ASAN_OPTIONS="detect_leaks=0$${ASAN_OPTIONS:+:$$ASAN_OPTIONS}" \
	UBSAN_OPTIONS="print_stacktrace=1$${UBSAN_OPTIONS:+:$$UBSAN_OPTIONS}" \
	sh $(RUN_TESTS) $(CURDIR)/$(CHECK_PROG)

check-asan:
	$(Q)$(MAKE) --no-print-directory SANITIZE=1 check

# The cost beside sparse's and gcc -E's on a kernel tree's compile_commands.json
# (a kernel's "make compile_commands.json"): the ratios, side by side.
# BENCH_FLAGS: e.g. "--sample 250 -j2 --save DIR" (tools/testing/uaccess-check/bench --help).
bench: $(PROG)
	@if [ -z "$(COMPILE_COMMANDS)" ]; then \
		echo "make bench: say COMPILE_COMMANDS=path/to/compile_commands.json (or its directory)"; \
		exit 2; fi
	$(Q)python3 tools/testing/uaccess-check/bench -p "$(COMPILE_COMMANDS)" \
		--checker "$(CURDIR)/$(PROG)" $(BENCH_FLAGS)

install: $(PROG)
	$(INSTALL) -d $(DESTDIR)$(PREFIX)/bin
	$(INSTALL) -m 755 $(PROG) $(DESTDIR)$(PREFIX)/bin/uaccess-check
ifneq ($(SCRIPTS),)
	$(INSTALL) -m 755 $(SCRIPTS) $(DESTDIR)$(PREFIX)/bin/
endif
ifneq ($(MANPAGE)$(SCRIPT_MANPAGES),)
	$(INSTALL) -d $(DESTDIR)$(PREFIX)/share/man/man1
	$(INSTALL) -m 644 $(MANPAGE) $(SCRIPT_MANPAGES) $(DESTDIR)$(PREFIX)/share/man/man1/
endif

clean:
	rm -f $(PROG) $(ASAN_PROG) $(REPLAY_PROG) $(ASAN_REPLAY_PROG) $(OBJS) $(OBJS:.o=.d) $(SRC)/.flags \
		$(SRC)/*.lex.c $(SRC)/*.tab.c $(SRC)/*.tab.h
	rm -rf $(ASAN_DIR) $(FUZZ_DIR)

include mk/demo.mk
include mk/kernel.mk
include mk/fuzz.mk

FORCE:

-include $(OBJS:.o=.d) $(ASAN_OBJS:.o=.d)
