// SPDX-License-Identifier: GPL-2.0
/*
 * Command-line parsing.  Every gcc option Kbuild may pass is accepted;
 * those that change the meaning of the code are acted on (include paths,
 * macros, target, language standard), the rest are ignored.  An option
 * neither gcc nor sparse knows is an error, so a typo does not silently
 * turn a check off.
 */
#include <ctype.h>
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
	       "  -w                  no warnings\n"
	       "  -fmax-warnings=N|unlimited  print the first N warnings only (default: all)\n"
	       "  -fmax-errors=N|unlimited    print the first N errors only (default: all)\n"
	       "  -fdiagnostic-prefix[=NAME]  print \"file:line:col: NAME: warning: ...\"\n"
	       "                      (NAME: %s by default)\n"
	       "  -fdiagnostics-format=FORMAT  text (default), json (gcc's JSON on stderr),\n"
	       "                      json-file, sarif-stderr or sarif-file (SARIF 2.1.0)\n"
	       "  -fdiagnostics-add-output=sarif:file=PATH  SARIF to PATH as well as the text\n"
	       "  -fmemcpy-max-count=N|unlimited  -Wmemcpy-max-count's limit (100000)\n"
	       "  -fmax-nesting-depth=N  how deep code may nest (%d; more needs more stack)\n"
	       "  --version, --help, -h\n"
	       "\n"
	       "Plain -Werror is a compiler option in the kernel's flags and is ignored.\n"
	       "Exit status: 0 whatever was found, except 1 when a warning was turned into\n"
	       "an error by an option, when any error was reported under -Wsparse-error, or\n"
	       "when an #include could not be read or a constant fits no type (sparse fails\n"
	       "there too); 2 when the command line is unusable or an input cannot be read.\n"
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

static void option(const char *opt, const char *next, int *used);

static char **wp_copies;
static int nwp_copies;

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
	wp_copies = xrealloc(wp_copies, (nwp_copies + 1) * sizeof(*wp_copies));
	wp_copies[nwp_copies++] = copy;
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
	for (i = 0; i < nwp_copies; i++)
		free(wp_copies[i]);
	nwp_copies = 0;
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
	/*
	 * Strict C89 and C94 (-std=c89, c90, iso9899:1990, iso9899:199409)
	 * have no declarations after statements: sparse warns about them by
	 * default there.  gnu89 allows them.
	 */
	diag_set_default(CHECK_DECLARATION_AFTER_STATEMENT,
			 target.stdc_version < 199901 && !target.gnu_mode);
	if (opts.output && !opts.preprocess_only && !opts.dump_ast && !opts.dump_types &&
	    !opts.dump_hooks && !opts.dump_events && !opts.dump_cfg &&
	    !opts.dump_uaccess)
		bad_option("%s", "-o is only supported with -E and the --dump-* options");
	if (!opts.ninputs)
		bad_option("%s", "no input files");
}
