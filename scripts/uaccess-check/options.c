// SPDX-License-Identifier: GPL-2.0
/*
 * Command-line parsing.  Every gcc option Kbuild may pass is accepted;
 * those that change the meaning of the code are acted on (include paths,
 * macros, target, language standard), the rest are ignored.  An option
 * neither gcc nor sparse knows is an error, so a typo does not silently
 * turn a check off.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "options.h"
#include "pp.h"
#include "target.h"
#include "version.h"
#include "util.h"

/* sparse's default -fmemcpy-max-count */
#define OPTIONS_INIT { .memcpy_max_count = 100000, .max_nesting_depth = DEFAULT_MAX_NESTING_DEPTH }

struct options opts = OPTIONS_INIT;


static void usage(void)
{
	printf("Usage: %s [options] file.c...\n"
	       "\n"
	       "A semantic checker for Linux kernel C, run by Kbuild like sparse:\n"
	       "  make C=1 CHECK=%s       check the files being recompiled\n"
	       "  make C=2 CHECK=%s       check all files\n"
	       "\n"
	       "Options:\n"
	       "  -E                  preprocess only, print the result\n"
	       "  -dM                 with -E: print the macros defined at the end instead\n"
	       "  -P                  with -E: no line markers\n"
	       "  -o FILE             with -E or a --dump-* option: write the output to FILE\n"
	       "  --dump-ast          print the syntax tree (for debugging)\n"
	       "  --dump-types        print the types of the declarations (for debugging)\n"
	       "  --dump-hooks        print the checks' callbacks on each hook (for debugging)\n"
	       "  --dump-events       print the reads, writes and calls the checks see (for debugging)\n"
	       "  --dump-cfg          print the control-flow graph of each function checked\n"
	       "  --dump-uaccess      print the user-memory accessors each function uses\n"
	       "  --dump-lock-summaries\n"
	       "                      print what each function does with locks (its summary)\n"
	       "  -D NAME[=VALUE], -U NAME, -I DIR, -iquote DIR, -isystem DIR, -idirafter DIR,\n"
	       "  -include FILE, -imacros FILE, -nostdinc, -Wp,OPTIONS, -std=STD, -m16/-m32/-m64, ...\n"
	       "                      as gcc; other gcc options are accepted and ignored\n"
	       "  --arch=ARCH         target architecture (%s)\n"
	       "  -W<check>, -Wno-<check>   enable or disable a check\n"
	       "  -Wsparse-all, -Wno-sparse-all  enable every check, or back to the defaults\n"
	       "  -Wsparse-error, -Wno-sparse-error  report warnings as errors and fail on\n"
	       "                      any error (exit status 1), or stop doing so\n"
	       "  -Werror=<check>, -Wno-error=<check>  report one check as errors\n"
	       "                      (exit status 1), or stop doing so\n"
	       "  -Wsystem-headers, -Wno-system-headers  warnings in system headers too, or not\n"
	       "  -w                  no warnings\n"
	       "  -fmax-warnings=N|unlimited  print the first N warnings only (default: all)\n"
	       "  -fmax-errors=N|unlimited    stop a unit at its error N+1 (default: 100;\n"
	       "                      0: no limit)\n"
	       "  -fdiagnostic-prefix[=NAME]  print \"file:line:col: NAME: warning: ...\"\n"
	       "                      (NAME: %s by default)\n"
	       "  --baseline=FILE     do not print the findings recorded in FILE (given\n"
	       "                      several times: in any of them)\n"
	       "  --write-baseline=FILE  append the run's findings to FILE (make -j safe)\n"
	       "  --fail-on=new|any|none  exit status 1 on a finding not in the baseline,\n"
	       "                      on any finding, or never for findings\n"
	       "  -fdiagnostics-format=FORMAT  text (default), json (gcc's JSON on stderr),\n"
	       "                      json-file, sarif-stderr or sarif-file (SARIF 2.1.0)\n"
	       "  -fdiagnostics-add-output=sarif:file=PATH  SARIF to PATH as well as the text\n"
	       "  -fdiagnostics-show-caret, -fno-diagnostics-show-caret  the source line under\n"
	       "                      each diagnostic, a caret and the expression's range\n"
	       "                      (default: when stderr is a terminal)\n"
	       "  -fdiagnostics-color[=auto|always|never], -fno-diagnostics-color  colours, as\n"
	       "                      GCC_COLORS says (default auto: on a terminal)\n"
	       "  -fmemcpy-max-count=N|unlimited  -Wmemcpy-max-count's limit (100000)\n"
	       "  -fmax-nesting-depth=N  how deep code may nest (%d; more needs more stack)\n"
	       "  -gcc-base-dir DIR   sparse's: DIR/include and DIR/include-fixed as system dirs\n"
	       "  -multiarch-dir DIR, -v  sparse's, ignored (with a note)\n"
	       "  --version, -dumpversion, --help, -h\n"
	       "\n"
	       "Plain -Werror is a compiler option in the kernel's flags and is ignored,\n"
	       "as are gcc's and clang's other -W options; a -W name near a check's gets\n"
	       "\"did you mean\", and an option the checker ignores where a user expects an\n"
	       "effect says so, on standard error (the exit status stays).\n"
	       "Exit status: 0 whatever was found, except 1 when a warning was turned into\n"
	       "an error by an option, when any error was reported under -Wsparse-error, or\n"
	       "when an #include could not be read or a constant fits no type (sparse fails\n"
	       "there too); 2 when the command line is unusable or an input cannot be read.\n"
	       "--fail-on= replaces the rule for findings (the first two cases).\n"
	       "\n"
	       "Checks:\n", progname, progname, progname, target_arch_names(), progname,
	       DEFAULT_MAX_NESTING_DEPTH);
	diag_list_checks();
	die(0);
}

static void __attribute__((noreturn)) bad_option(const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: error: ", progname);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s: try '%s --help'\n", progname, progname);
	die(2);
}

/* gcc options whose argument is the next word. */
static const char *const with_arg[] = {
	"-MF", "-MT", "-MQ", "-x", "-Xassembler", "-Xlinker", "-Xpreprocessor",
	"-Xclang", "--param", "-aux-info", "-iprefix", "-iwithprefix",
	"-iwithprefixbefore", "-isysroot", "-imultilib", "-imultiarch",
	"-dumpbase", "-dumpdir", "-auxbase", "-auxbase-strip", "-T", "-z",
	"-l", "-L", "-B", "-G", "-e", "-u",
};

/* gcc options without argument that do not start with -f, -m, -W, -O, -g. */
static const char *const plain[] = {
	"-c", "-S", "-pipe", "-pg", "-p", "-v", "-C", "-CC", "-H", "-M", "-MM", "-MG",
	"-MP", "-MD", "-MMD", "-pedantic", "-pedantic-errors", "-ansi", "-static",
	"-shared", "-nostdlib", "-nostartfiles", "-nodefaultlibs", "-no-integrated-as",
	"-traditional", "-traditional-cpp", "-trigraphs", "-undef", "-Qunused-arguments",
	"-Qn", "-Qy", "-EB", "-EL", "-rdynamic", "-pthread", "-dD", "-dN", "-dI", "-dU",
	"-fsyntax-only", "-save-temps", "-time", "-r", "-s", "-symbolic",
};

static bool in_list(const char *const *list, size_t n, const char *arg)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(list[i], arg))
			return true;
	return false;
}

static void add_input(const char *name)
{
	opts.inputs = xrealloc(opts.inputs, (opts.ninputs + 1) * sizeof(char *));
	opts.inputs[opts.ninputs++] = name;
}

/*
 * Options with an argument, joined (-Ifoo) or separate (-I foo).  Returns
 * the number of argv words used, 0 if OPT is not one of them.
 */
static int option_with_value(const char *opt, const char *next)
{
	static const struct {
		const char *name;
		int kind;
	} table[] = {
		{ "-D", 'D' }, { "-U", 'U' }, { "-I", 'I' }, { "-isystem", 's' },
		{ "-idirafter", 'a' }, { "-iquote", 'q' }, { "-include", 'i' },
		{ "-imacros", 'm' }, { "-o", 'o' },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(table); i++) {
		size_t n = strlen(table[i].name);
		const char *val;
		int used;

		if (strncmp(opt, table[i].name, n))
			continue;
		/* -include/-imacros/-isystem... only as whole words or joined to -I/-D/-U */
		if (opt[n] && n > 2 && strcmp(table[i].name, "-isystem") &&
		    strcmp(table[i].name, "-idirafter") && strcmp(table[i].name, "-iquote"))
			continue;
		if (opt[n]) {
			val = opt + n;
			used = 1;
		} else {
			if (!next)
				bad_option("missing argument to '%s'", opt);
			val = next;
			used = 2;
		}
		switch (table[i].kind) {
		case 'D': pp_add_define(val); break;
		case 'U': pp_add_undef(val); break;
		case 'I': pp_add_include_dir(val, INC_BRACKET); break;
		case 's': pp_add_include_dir(val, INC_SYSTEM); break;
		case 'a': pp_add_include_dir(val, INC_AFTER); break;
		case 'q': pp_add_include_dir(val, INC_QUOTE); break;
		case 'i': pp_add_include(val); break;
		case 'm': pp_add_imacros(val); break;
		case 'o': opts.output = val; break;
		}
		return used;
	}
	return 0;
}

/*
 * What the checker has to say about the command line: each remark once,
 * after the whole line is read (an output option later on the line
 * applies to them too).
 */
static struct {
	bool warning;
	char *text;
} remarks[16];
static unsigned int nremarks;

static void __attribute__((format(printf, 2, 3))) remark(bool warning, const char *fmt, ...)
{
	struct strbuf sb = { 0 };
	unsigned int i;
	va_list ap;

	va_start(ap, fmt);
	sb_vprintf(&sb, fmt, ap);
	va_end(ap);
	for (i = 0; i < nremarks; i++)
		if (!strcmp(remarks[i].text, sb_cstr(&sb)))
			break;
	if (i < nremarks || nremarks == ARRAY_SIZE(remarks)) {
		sb_free(&sb);
		return;
	}
	remarks[nremarks].warning = warning;
	remarks[nremarks++].text = xstrdup(sb_cstr(&sb));
	sb_free(&sb);
}

static void say_remarks(void)
{
	unsigned int i;

	for (i = 0; i < nremarks; i++) {
		diag_cmdline(remarks[i].warning, "%s", remarks[i].text);
		free(remarks[i].text);
	}
	nremarks = 0;
}

/* sparse's -W names the checker does not implement (checks.def has the others) */
static const char *const sparse_unimplemented[] = {
	"old-initializer", "paren-string", "past-deep-designator", "union-cast",
};

/*
 * A -W option that is not one of the checks: gcc's and clang's own pass
 * silently (Kbuild's flags are full of them), a name near a check's is
 * a typo.  Any other name is taken for an option of a compiler newer
 * than the table and passes silently too, as gcc lets an unknown -Wno-
 * pass: a build must not print a line per unit.
 */
static void other_warning_option(const char *opt)
{
	const char *name = opt + 2, *form = "-W", *near;
	char buf[128];
	size_t n;

	if (!strncmp(name, "error=", 6)) {
		form = "-Werror=";
		name += 6;
	} else if (!strncmp(name, "no-error=", 9)) {
		form = "-Wno-error=";
		name += 9;
	} else if (!strncmp(name, "no-", 3)) {
		form = "-Wno-";
		name += 3;
	}
	n = strcspn(name, "=,");
	/* -W, -Werror, -Wno-error, -Wa,..., -Wl,...: not warning names */
	if (!n || name[n] == ',' || n >= sizeof(buf) || !strcmp(name, "error"))
		return;
	memcpy(buf, name, n);
	buf[n] = '\0';
	if (diag_compiler_warning(buf))
		return;
	if (in_list(sparse_unimplemented, ARRAY_SIZE(sparse_unimplemented), buf)) {
		/* -Wno- of a warning never given is what the user wants */
		if (strncmp(form, "-Wno-", 5))
			remark(false, "'%s' ignored: sparse's -W%s is not implemented", opt, buf);
		return;
	}
	near = diag_suggest_check(buf);
	if (near)
		remark(true, "unknown warning option '%s'; did you mean '%s%s'?", opt, form, near);
}

static void option(const char *opt, const char *next, int *used);

/*
 * Strings the options made and the preprocessor borrows (include
 * directories, -D values): owned here, freed by options_reset().
 */
static char **kept;
static int nkept;

static void keep_string(char *s)
{
	kept = xrealloc(kept, (nkept + 1) * sizeof(*kept));
	kept[nkept++] = s;
}

/* -gcc-base-dir DIR: DIR/include and DIR/include-fixed, system directories */
static void gcc_base_dir(const char *dir)
{
	static const char *const sub[] = { "include", "include-fixed" };
	char *path;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(sub); i++) {
		path = xmalloc(strlen(dir) + strlen(sub[i]) + 2);
		sprintf(path, "%s/%s", dir, sub[i]);
		keep_string(path);
		pp_add_include_dir(path, INC_SYSTEM);
	}
}

/* -Wp,-MMD,file: options for the preprocessor, comma separated. */
static void option_wp(const char *list)
{
	char *copy = xstrdup(list), *words[64];
	int n = 0, i, used;
	char *s = copy, *comma;

	while (n < (int)ARRAY_SIZE(words)) {
		words[n++] = s;
		comma = strchr(s, ',');
		if (!comma)
			break;
		*comma = '\0';
		s = comma + 1;
	}
	/* the words are kept (-D values point into them), even if one is refused */
	keep_string(copy);
	for (i = 0; i < n; i += used) {
		/* for cpp, -MD and -MMD take the dependency file name */
		if (!strcmp(words[i], "-MD") || !strcmp(words[i], "-MMD")) {
			used = i + 1 < n ? 2 : 1;
			continue;
		}
		option(words[i], i + 1 < n ? words[i + 1] : NULL, &used);
	}
}

static void option(const char *opt, const char *next, int *used)
{
	*used = 1;
	if (opt[0] != '-' || !strcmp(opt, "-")) {
		add_input(opt);
		return;
	}
	if ((*used = option_with_value(opt, next)))
		return;
	*used = 1;
	if (target_option(opt))
		return;
	/* -std=VALUE that target_option() does not know: gcc refuses it too */
	if (!strncmp(opt, "-std=", 5))
		bad_option("unrecognized command-line option '%s'", opt);
	if (diag_option(opt))
		return;
	if (!strcmp(opt, "-E")) {
		opts.preprocess_only = true;
	} else if (!strcmp(opt, "-dM")) {
		opts.dump_macros = true;
	} else if (!strcmp(opt, "-P")) {
		opts.no_line_markers = true;
	} else if (!strcmp(opt, "--dump-ast")) {
		opts.dump_ast = true;
	} else if (!strcmp(opt, "--dump-types")) {
		opts.dump_types = true;
	} else if (!strcmp(opt, "--dump-hooks")) {
		opts.dump_hooks = true;
	} else if (!strcmp(opt, "--dump-events")) {
		opts.dump_events = true;
	} else if (!strcmp(opt, "--dump-cfg")) {
		opts.dump_cfg = true;
	} else if (!strcmp(opt, "--dump-uaccess")) {
		opts.dump_uaccess = true;
	} else if (!strcmp(opt, "--dump-lock-summaries")) {
		opts.dump_lock_summaries = true;
	} else if (!strcmp(opt, "-nostdinc")) {
		pp_set_nostdinc(true);
	} else if (!strncmp(opt, "-fmemcpy-max-count=", 19)) {
		char *end;

		if (!strcmp(opt + 19, "unlimited")) {
			opts.memcpy_max_count = 0;
		} else {
			opts.memcpy_max_count = strtoull(opt + 19, &end, 0);
			if (end == opt + 19 || *end)
				bad_option("invalid -fmemcpy-max-count= value: '%s'", opt + 19);
		}
	} else if (!strncmp(opt, "-fmax-nesting-depth=", 20)) {
		char *end;
		unsigned long n = strtoul(opt + 20, &end, 10);

		if (end == opt + 20 || *end || !n || n > 1000000 || !isdigit(opt[20]))
			bad_option("invalid -fmax-nesting-depth= value: '%s' (1 to 1000000)", opt + 20);
		opts.max_nesting_depth = n;
	} else if (!strncmp(opt, "-fmacro-prefix-map=", 19)) {
		pp_add_prefix_map(opt + 19);
	} else if (!strncmp(opt, "-ffile-prefix-map=", 18)) {
		pp_add_prefix_map(opt + 18);
	} else if (!strncmp(opt, "-Wp,", 4)) {
		option_wp(opt + 4);
	} else if (!strcmp(opt, "--version")) {
		printf("uaccess-check %s\n", UACCESS_CHECK_VERSION);
		die(0);
	} else if (!strcmp(opt, "--help") || !strcmp(opt, "-h")) {
		usage();
	} else if (in_list(with_arg, ARRAY_SIZE(with_arg), opt)) {
		if (!next)
			bad_option("missing argument to '%s'", opt);
		*used = 2;
	} else if (!strcmp(opt, "-gcc-base-dir")) {
		/* sparse's (cgcc passes it): gcc's own headers, as sparse adds them */
		if (!next)
			bad_option("missing argument to '%s'", opt);
		gcc_base_dir(next);
		*used = 2;
	} else if (!strcmp(opt, "-multiarch-dir")) {
		if (!next)
			bad_option("missing argument to '%s'", opt);
		remark(false, "'-multiarch-dir %s' ignored: there is no default include path for it "
		       "to extend (use -isystem)", next);
		*used = 2;
	} else if (!strcmp(opt, "-v")) {
		remark(false, "'-v' ignored: sparse's extra checks of -v are not implemented");
	} else if (!strcmp(opt, "-fmax-warnings") || !strcmp(opt, "-fmax-errors")) {
		remark(false, "'%s' ignored: it takes a value, %s=N or %s=unlimited", opt, opt, opt);
	} else if (!strcmp(opt, "-dumpversion")) {
		printf("%s\n", UACCESS_CHECK_VERSION);
		die(0);
	} else if (opt[1] == 'W') {
		other_warning_option(opt);
	} else if (opt[1] == 'f' || opt[1] == 'm' || opt[1] == 'W' || opt[1] == 'O' ||
		   opt[1] == 'g' || !strncmp(opt, "--param=", 8) ||
		   !strncmp(opt, "--target=", 9) || !strncmp(opt, "--prefix=", 9) ||
		   !strncmp(opt, "-iplugindir=", 12) || !strncmp(opt, "--sysroot=", 10) ||
		   !strncmp(opt, "-l", 2) || !strncmp(opt, "-L", 2) || !strncmp(opt, "-G", 2) ||
		   !strncmp(opt, "-B", 2) || !strncmp(opt, "-MF", 3) || !strncmp(opt, "-MT", 3) ||
		   !strncmp(opt, "-MQ", 3) || !strncmp(opt, "-x", 2) ||
		   in_list(plain, ARRAY_SIZE(plain), opt)) {
		/* a gcc option that does not change what the checker sees */
	} else {
		bad_option("unrecognized command-line option '%s'", opt);
	}
}

void options_reset(void)
{
	static const struct options initial = OPTIONS_INIT;
	int i;

	free(opts.inputs);
	opts = initial;
	for (i = 0; i < nkept; i++)
		free(kept[i]);
	nkept = 0;
	for (i = 0; i < (int)nremarks; i++)
		free(remarks[i].text);
	nremarks = 0;
	pp_reset_options();
	diag_reset_options();
	target_reset_options();
}

void options_parse(int argc, char **argv)
{
	int i, used;

	for (i = 1; i < argc; i += used)
		option(argv[i], i + 1 < argc ? argv[i + 1] : NULL, &used);
	target_finish();
	say_remarks();
	/*
	 * Strict C89 and C94 (-std=c89, c90, iso9899:1990, iso9899:199409)
	 * have no declarations after statements: sparse warns about them by
	 * default there.  gnu89 allows them.
	 */
	diag_set_default(CHECK_DECLARATION_AFTER_STATEMENT,
			 target.stdc_version < 199901 && !target.gnu_mode);
	if (opts.output && !opts.preprocess_only && !opts.dump_ast && !opts.dump_types &&
	    !opts.dump_hooks && !opts.dump_events && !opts.dump_cfg &&
	    !opts.dump_uaccess && !opts.dump_lock_summaries)
		bad_option("%s", "-o is only supported with -E and the --dump-* options");
	if (!opts.ninputs)
		bad_option("%s", "no input files");
}
