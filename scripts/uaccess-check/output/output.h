/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Output back ends of the diagnostic records.  diag.c hands each complete
 * record (message, notes, macro chain) to a sink, in the order the user
 * reads them; a back end needs nothing but the record and the source
 * manager, so JSON or SARIF are further sinks of the same records.
 */
#ifndef UACCESS_CHECK_OUTPUT_H
#define UACCESS_CHECK_OUTPUT_H

#include "diag.h"

struct output_sink {
	/* one complete diagnostic */
	void (*emit)(const struct diag_record *r);
	/* the options back to their defaults, for another run in one process */
	void (*reset)(void);
	/* the run is over (NULL: nothing to do): a back end that writes one document writes it */
	void (*finish)(void);
};

/*
 * The back ends records go to, in order: the text one unless
 * output_text_off() (a machine format on stderr instead), then those
 * added.  A back end is added once; output_reset() goes back to text alone.
 */
void output_add_sink(const struct output_sink *s);
void output_text_off(void);
void output_text_on(void);
void output_reset(void);
/* Each active back end gets R. */
void output_emit(const struct diag_record *r);
/* The end of the run: every back end's finish(). */
void output_finish(void);
/*
 * The exit status the run will have (main() sets it before diag_finish()):
 * a SARIF invocation says whether the run succeeded.
 */
void output_set_exit_status(int status);
extern int output_exit_status;
/* The first unit of the run (diag_unit_begin()): gcc's -fdiagnostics-format=sarif-file names its file after it. */
extern const char *output_first_unit;
/*
 * -fdiagnostics-format=, -fdiagnostics-add-output= (output.c): true if
 * OPT is one; exits with status 2 on a bad value.
 */
bool output_format_option(const char *opt);

/*
 * gcc's text on stderr: "file:line:col: warning: message [-Wname]", the
 * notes, then one "in expansion of macro" note per macro of the chain the
 * diagnostic's place came out of.  A place inside a macro is printed
 * where the user wrote the outermost macro.  Each diagnostic is one
 * write: a huge output costs one system call a diagnostic, and
 * diagnostics of processes sharing stderr (make -j) do not interleave.
 */
extern const struct output_sink output_text;

/*
 * -fdiagnostic-prefix[=NAME]: "file:line:col: NAME: warning: ...", as
 * sparse prints "sparse: " there (NULL: no prefix).  Lines that start
 * with the checker's name already say whose they are and get none.
 */
void output_text_set_prefix(const char *prefix);

/*
 * -f[no-]diagnostics-show-caret (the source line and a caret under each
 * place: by default when stderr is a terminal) and
 * -f[no-]diagnostics-color[=auto|always|never] (GCC_COLORS; auto: a
 * terminal); false for any other option.
 */
bool output_text_option(const char *opt);

#endif
