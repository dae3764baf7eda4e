# SPDX-License-Identifier: GPL-2.0
#
# The objects of uaccess-check, one list for both builds: Kbuild's
# (Makefile of this directory) and the standalone one (top-level
# Makefile).  The includer sets uc-srcdir to this directory.  A folder per
# pass; the checks of checks/ and of checks/lock/ (the lock check's own
# folder) are found by name, so that a new check is a file there plus its
# line in base/checks.def.

# The architectures, a folder each under arch/ (arch/arches.def).
uaccess-check-arches := x86 arm64 arm riscv powerpc s390 mips sparc loongarch

uaccess-check-objs := \
	base/ident.o \
	base/names.o \
	base/source.o \
	base/util.o \
	pp/macro.o \
	pp/ppaltivec.o \
	pp/pack.o \
	pp/pp.o \
	pp/ppexpr.o \
	pp/ppfile.o \
	pp/ppout.o \
	pp/pppragma.o \
	lexer.lex.o \
	parser.tab.o \
	parse.o \
	scope.o \
	ast.o \
	sema/builtin.o \
	sema/const.o \
	sema/attr.o \
	sema/decl.o \
	sema/declarator.o \
	sema/hooks.o \
	sema/dump.o \
	sema/eval.o \
	sema/init.o \
	sema/record.o \
	sema/stmt.o \
	sema/symtab.o \
	sema/unit.o \
	sema/vector.o \
	flow/build.o \
	flow/cfg.o \
	flow/cond.o \
	flow/drive.o \
	flow/edge.o \
	flow/exit.o \
	flow/fact.o \
	flow/solve.o \
	flow/unit.o \
	flow/key.o \
	flow/uaccess.o \
	flow/user.o \
	types/layout.o \
	types/predef.o \
	types/target.o \
	types/target_options.o \
	types/type.o \
	output/baseline.o \
	output/diag.o \
	output/fingerprint.o \
	output/json.o \
	output/machine.o \
	output/output.o \
	output/output_json.o \
	output/output_sarif.o \
	output/output_text.o \
	options.o \
	dump.o \
	run.o \
	main.o

uaccess-check-objs += arch/arch.o $(foreach a,$(uaccess-check-arches),arch/$(a)/$(a).o)

uaccess-check-objs += $(patsubst $(uc-srcdir)/%.c,%.o,$(sort $(wildcard $(uc-srcdir)/checks/*.c $(uc-srcdir)/checks/lock/*.c)))

# The folders the sources include each other's headers from.
uaccess-check-dirs := . base pp sema types flow checks output \
	arch $(addprefix arch/,$(uaccess-check-arches))
