# SPDX-License-Identifier: GPL-2.0
#
# Fuzzing and memory checking of the checker itself.  Included from the
# top-level Makefile.
#
#   make fuzz [FUZZ_SECONDS=N] [FUZZ_TARGETS="unit arm64 arm ppc pp options output"]
#        build the libFuzzer targets (clang, -fsanitize=fuzzer,address,
#        undefined) and run each for N seconds (default 60), one after
#        the other; fails on any crash, sanitizer report, leak, time-out
#        (an input taking 10 s) or out-of-memory (2 GiB).  Targets:
#          unit     the whole pipeline on a unit in memory, -Wsparse-all,
#                   the events output, --dump-ast/--dump-types for 1/4
#          arm64    the same with --arch=arm64 (NEON types and builtins)
#          arm      the same with --arch=arm (32-bit NEON types and builtins)
#          ppc      the same with --arch=ppc64le -maltivec (AltiVec)
#          pp       the preprocessor alone (-E)
#          options  the command-line parser, one word per line
#          output   the unit's diagnostics through the back ends: text
#                   with carets and colours, SARIF or JSON (by length)
#        The corpus grows in .fuzz/corpus/TARGET and is kept between
#        runs; failing inputs go to .fuzz/artifacts/.  Minimise one with
#        .fuzz/fuzz-TARGET -minimize_crash=1 -runs=10000 FILE and add it to
#        tools/testing/uaccess-check/fuzz/regress/ (see regress.sh there).
#   make fuzz-build      only build them (.fuzz/fuzz-TARGET)
#   make fuzz-afl [FUZZ_SECONDS=N] [FUZZ_TARGETS=...]
#        the same targets with AFL++ as the engine (afl-clang-fast and its
#        libFuzzer-compatible driver, persistent mode, ASan + UBSan), each
#        run by afl-fuzz for N seconds from the same seeds and dictionaries;
#        fails on any crash or hang (10 s) it saves.  The queue grows in
#        .fuzz/afl/out-TARGET and is resumed by the next run; the failing
#        inputs are in .fuzz/afl/out-TARGET/default/{crashes,hangs}/.
#   make valgrind        a few test units under valgrind's memcheck
#
# Sources: tools/testing/uaccess-check/fuzz/src/, the dictionaries next to
# them; the seed corpus is made from the test inputs at build time.

FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= unit arm64 arm ppc pp options output
FUZZ_DIR := .fuzz
FUZZ_SRC := tools/testing/uaccess-check/fuzz
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g
# arch/*/*.def's ARCH_DESC rows override a default on purpose: clang warns
FUZZ_CFLAGS := -Wall -Wmissing-prototypes -Wstrict-prototypes -Wno-initializer-overrides \
	       -O1 -std=gnu11 $(FUZZ_SAN)
FUZZ_OBJS := $(patsubst $(SRC)/%.o,$(FUZZ_DIR)/obj/%.o,$(filter-out $(SRC)/main.o,$(OBJS))) \
	     $(FUZZ_DIR)/obj/fuzz/common.o
FUZZ_BINS := $(addprefix $(FUZZ_DIR)/fuzz-,$(FUZZ_TARGETS))
FUZZ_TESTS := tools/testing/uaccess-check

# A fresh Debian machine lacks clang or its fuzzer runtime: as root,
# install what is missing (clang, libclang-rt-14-dev), as for flex/bison.
define ensure_fuzz_tools
@probe() { printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n)\n{ return 0; }\n' | \
		$(FUZZ_CC) -fsanitize=fuzzer,address -x c - -o $(FUZZ_DIR)/probe 2>/dev/null; }; \
	mkdir -p $(FUZZ_DIR); \
	probe && exit 0; \
	if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then \
		echo "make fuzz: $(FUZZ_CC) cannot build a libFuzzer target"; \
		echo "on Debian: sudo apt-get install clang libclang-rt-14-dev"; \
		exit 1; \
	fi; \
	echo "  INSTALL clang libclang-rt-14-dev"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt_install() { apt-get -o DPkg::Lock::Timeout=300 install -y -q clang libclang-rt-14-dev; }; \
	apt_install || { apt-get -o DPkg::Lock::Timeout=300 update -q && apt_install; } || exit 1; \
	probe || { echo "make fuzz: $(FUZZ_CC) still cannot build a libFuzzer target"; exit 1; }
endef

.PHONY: fuzz fuzz-build fuzz-tools fuzz-seeds valgrind fuzz-afl fuzz-afl-build fuzz-afl-tools

fuzz-tools:
	$(ensure_fuzz_tools)

fuzz-build: $(FUZZ_BINS) fuzz-seeds

$(FUZZ_DIR)/obj/%.o: $(SRC)/%.c $(SRC)/.flags | fuzz-tools
	@mkdir -p $(dir $@)
	$(quiet) FUZZCC $@
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(INCLUDES) -MMD -MP -c -o $@ $<

$(FUZZ_DIR)/obj/fuzz/%.o: $(FUZZ_SRC)/src/%.c $(SRC)/.flags | fuzz-tools
	@mkdir -p $(dir $@)
	$(quiet) FUZZCC $@
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(INCLUDES) -MMD -MP -c -o $@ $<

$(FUZZ_DIR)/obj/parse.o: $(GEN_H)

# not intermediate files: kept for the next build
.SECONDARY: $(FUZZ_OBJS) $(patsubst %,$(FUZZ_DIR)/obj/fuzz/fuzz-%.o,$(FUZZ_TARGETS))

$(FUZZ_DIR)/fuzz-%: $(FUZZ_DIR)/obj/fuzz/fuzz-%.o $(FUZZ_OBJS)
	$(quiet) LD $@
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $^

# Seeds: every test input and header (the options target: the tests'
# args: lines, a word per line) and the fragments in fuzz/seeds/.
fuzz-seeds:
	@rm -rf $(FUZZ_DIR)/seeds && mkdir -p $(FUZZ_DIR)/seeds/unit $(FUZZ_DIR)/seeds/options
	$(Q)find $(FUZZ_TESTS) $(FUZZ_SRC)/seeds demo -type f \( -name '*.c' -o -name '*.h' \) \
		-size -64k ! -path '*/fuzz/src/*' | \
		while read -r f; do cp "$$f" "$(FUZZ_DIR)/seeds/unit/$$(echo "$$f" | tr / _)"; done
	$(Q)grep -rhI '^.*args: ' $(FUZZ_TESTS) --include='*.c' | sed 's/^.*args: *//; s/ *\*\/.*$$//' | \
		sort -u | awk '{ f = sprintf("$(FUZZ_DIR)/seeds/options/args-%04d", NR); \
			gsub(/ +/, "\n"); print > f; close(f) }'
	$(Q)cp $(FUZZ_SRC)/seeds/options-* $(FUZZ_DIR)/seeds/options/

fuzz-seeds-dir = $(FUZZ_DIR)/seeds/$(if $(filter options,$(1)),options,unit)
fuzz-dict = $(FUZZ_SRC)/$(if $(filter options,$(1)),options,uaccess-check).dict

# One target at a time (the machine is shared): -jobs is not used.
fuzz: fuzz-build
	$(Q)for t in $(FUZZ_TARGETS); do \
		case $$t in options) s=options d=options ;; *) s=unit d=uaccess-check ;; esac; \
		mkdir -p $(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/artifacts; \
		echo "  FUZZ    $$t ($(FUZZ_SECONDS) s)"; \
		$(FUZZ_DIR)/fuzz-$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
			-rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=16384 \
			-close_fd_mask=3 -print_final_stats=1 -dict=$(FUZZ_SRC)/$$d.dict \
			-artifact_prefix=$(FUZZ_DIR)/artifacts/$$t- \
			$(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/seeds/$$s \
			>$(FUZZ_DIR)/$$t.log 2>&1 || { \
			tail -n 60 $(FUZZ_DIR)/$$t.log; \
			echo "make fuzz: $$t failed (log: $(FUZZ_DIR)/$$t.log)"; exit 1; }; \
		grep -E '^(#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' \
			$(FUZZ_DIR)/$$t.log | tail -n 4; \
	done

# AFL++: a second engine, for the mutations and scheduling libFuzzer
# lacks.  afl-clang-fast instruments instead of -fsanitize=fuzzer-no-link
# and links libAFLDriver for -fsanitize=fuzzer; no source differs.
AFL_CC ?= afl-clang-fast
AFL_DIR := $(FUZZ_DIR)/afl
AFL_OBJS := $(patsubst $(FUZZ_DIR)/obj/%,$(AFL_DIR)/obj/%,$(FUZZ_OBJS))
AFL_BINS := $(addprefix $(AFL_DIR)/fuzz-,$(FUZZ_TARGETS))

fuzz-afl-tools:
	@command -v $(AFL_CC) >/dev/null && command -v afl-fuzz >/dev/null && exit 0; \
	if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then \
		echo "make fuzz-afl: AFL++ is not installed (on Debian: sudo apt-get install afl++)"; \
		exit 1; \
	fi; \
	echo "  INSTALL afl++"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt_install() { apt-get -o DPkg::Lock::Timeout=300 install -y -q afl++; }; \
	apt_install || { apt-get -o DPkg::Lock::Timeout=300 update -q && apt_install; }

fuzz-afl-build: $(AFL_BINS) fuzz-seeds

$(AFL_DIR)/obj/%.o: $(SRC)/%.c $(SRC)/.flags | fuzz-afl-tools
	@mkdir -p $(dir $@)
	$(quiet) AFLCC $@
	$(Q)AFL_QUIET=1 $(AFL_CC) $(FUZZ_CFLAGS) $(INCLUDES) -MMD -MP -c -o $@ $<

$(AFL_DIR)/obj/fuzz/%.o: $(FUZZ_SRC)/src/%.c $(SRC)/.flags | fuzz-afl-tools
	@mkdir -p $(dir $@)
	$(quiet) AFLCC $@
	$(Q)AFL_QUIET=1 $(AFL_CC) $(FUZZ_CFLAGS) $(INCLUDES) -MMD -MP -c -o $@ $<

$(AFL_DIR)/obj/parse.o: $(GEN_H)

.SECONDARY: $(AFL_OBJS) $(patsubst %,$(AFL_DIR)/obj/fuzz/fuzz-%.o,$(FUZZ_TARGETS))

$(AFL_DIR)/fuzz-%: $(AFL_DIR)/obj/fuzz/fuzz-%.o $(AFL_OBJS)
	$(quiet) LD $@
	$(Q)AFL_QUIET=1 $(AFL_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $^

# afl-fuzz refuses to start on a machine not set up for it (core dumps
# piped to a handler, CPU frequency scaling): CI machines are not ours to
# configure, and neither matters for finding crashes.
fuzz-afl: fuzz-afl-build
	$(Q)for t in $(FUZZ_TARGETS); do \
		case $$t in options) s=options d=options ;; *) s=unit d=uaccess-check ;; esac; \
		echo "  AFL     $$t ($(FUZZ_SECONDS) s)"; \
		AFL_NO_UI=1 AFL_AUTORESUME=1 AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
		AFL_NO_AFFINITY=1 AFL_FAST_CAL=1 \
		afl-fuzz -i $(FUZZ_DIR)/seeds/$$s -o $(AFL_DIR)/out-$$t -V $(FUZZ_SECONDS) \
			-t 10000 -m none -x $(FUZZ_SRC)/$$d.dict -- $(AFL_DIR)/fuzz-$$t \
			>$(AFL_DIR)/$$t.log 2>&1 || { \
			tail -n 30 $(AFL_DIR)/$$t.log; \
			echo "make fuzz-afl: afl-fuzz failed on $$t (log: $(AFL_DIR)/$$t.log)"; exit 1; }; \
		st=$(AFL_DIR)/out-$$t/default/fuzzer_stats; \
		awk -F' *: *' '$$1 ~ /^(execs_done|execs_per_sec|edges_found|saved_crashes|saved_hangs)$$/ \
			{ printf "%s=%s ", $$1, $$2 } END { print "" }' $$st; \
		if ! awk -F' *: *' '$$1 ~ /^saved_(crashes|hangs)$$/ && $$2 != 0 { bad = 1 } \
				END { exit bad }' $$st; then \
			echo "make fuzz-afl: $$t: inputs in $(AFL_DIR)/out-$$t/default/{crashes,hangs}/"; \
			for f in $(AFL_DIR)/out-$$t/default/crashes/id* $(AFL_DIR)/out-$$t/default/hangs/id*; do \
				[ -f "$$f" ] || continue; \
				echo "--- $$f ($$(wc -c <"$$f") bytes), replayed:"; \
				timeout 60 $(AFL_DIR)/fuzz-$$t "$$f" 2>&1 | grep -v '^fuzz\.c:' | head -n 40; \
				echo "--- its first 3 KB, base64:"; head -c 3072 "$$f" | base64; \
			done; \
			exit 1; \
		fi; \
	done

# Memcheck on a few units of the tests (valgrind must be installed).
VALGRIND_UNITS := demo/drivers/demo_dev.c:-Idemo/include \
	$(FUZZ_TESTS)/addrspace/kernel-idioms.c: \
	$(FUZZ_TESTS)/bitwise/kernel-idioms.c: \
	$(FUZZ_TESTS)/initializers/designated-init.c:
valgrind: $(PROG)
	$(Q)command -v valgrind >/dev/null || { echo "make valgrind: valgrind is not installed"; exit 1; }
	@mkdir -p $(FUZZ_DIR)
	$(Q)for u in $(VALGRIND_UNITS); do \
		f=$${u%%:*}; a=$${u#*:}; \
		echo "  VALGRIND $$f"; \
		valgrind -q --error-exitcode=99 --track-origins=yes $(PROG) -Wsparse-all $$a $$f \
			>/dev/null 2>$(FUZZ_DIR)/valgrind.log; \
		if [ $$? = 99 ] || grep -q '^==[0-9]*==' $(FUZZ_DIR)/valgrind.log; then \
			cat $(FUZZ_DIR)/valgrind.log; exit 1; fi; \
	done

-include $(FUZZ_OBJS:.o=.d) $(AFL_OBJS:.o=.d)
