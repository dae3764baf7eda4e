// SPDX-License-Identifier: GPL-2.0
/*
 * SARIF 2.1.0 (-fdiagnostics-format=sarif-stderr|sarif-file,
 * -fdiagnostics-add-output=sarif:file=PATH): one run, a rule per check,
 * a result per diagnostic with its place, its notes, macro expansions and
 * include chain as related locations, the function as a logical location,
 * a fingerprint that survives unrelated edits, and a code flow for a
 * finding whose notes are the steps of a path.  GitHub code scanning
 * rejects a run past its limits: those are kept (see the rst).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fingerprint.h"
#include "machine.h"
#include "version.h"

/* GitHub code scanning's limits for one run and one result */
#define MAX_RESULTS 25000
#define MAX_RELATED 1000
#define MAX_FLOW 10000
/* "in expansion of macro" related locations before the chain is cut, as in the text */
#define MAX_CHAIN 32
#define MAX_FILES 8

#define DOC_URI "https://docs.kernel.org/dev-tools/uaccess-check.html"
#define SCHEMA_URI "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

static const struct rule {
	const char *name, *desc;
	bool def;
} rules[CHECK_NR] = {
#define CHECK(id, name, def, family, desc) [CHECK_##id] = { name, desc, def },
#define DIAG(id, name, def, desc) [CHECK_##id] = { name, desc, def },
#include "checks.def"
#undef CHECK
#undef DIAG
};

static struct {
	bool to_stderr, default_file, written;
	char *files[MAX_FILES];
	unsigned int nfiles;
	struct strbuf results, notifications;
	unsigned long nresults, dropped;
} sarif;

/* A path as a URI reference: unreserved characters and '/' stay, others are %XX. */
static void put_uri_path(struct strbuf *sb, const char *path)
{
	static const char keep[] = "-._~/!$&'()*+,;=@";
	const unsigned char *s = (const unsigned char *)path;

	for (; *s; s++) {
		if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || strchr(keep, *s))
			sb_addc(sb, *s);
		else
			sb_printf(sb, "%%%02X", *s);
	}
}

static void artifact_location(struct json *j, const char *file)
{
	struct strbuf uri = { 0 };

	while (file[0] == '.' && file[1] == '/')
		file += 2;
	json_kv_object(j, "artifactLocation");
	if (file[0] == '/') {
		sb_addstr(&uri, "file://");
		put_uri_path(&uri, file);
		json_kv_str(j, "uri", sb_cstr(&uri));
	} else {
		put_uri_path(&uri, file);
		json_kv_str(j, "uri", sb_cstr(&uri));
		json_kv_str(j, "uriBaseId", "SRCROOT");
	}
	json_end(j);
	sb_free(&uri);
}

/*
 * "physicalLocation" of LOC, the caret, to END (the first character of
 * the range's last token) when given.  The region starts at the caret,
 * not at the range's start: "file:line:col" is then the same in SARIF,
 * the text, the tree driver's summary and the HTML report, and a reader
 * can grep one for the other (the JSON has the range's start, as gcc's).
 */
static bool physical_location(struct json *j, uint32_t loc, uint32_t end, bool user,
			      bool line_only)
{
	struct mplace p, e;
	uint32_t last;

	if (!mplace_get(loc, user, line_only, &p))
		return false;
	json_kv_object(j, "physicalLocation");
	artifact_location(j, p.file);
	json_kv_object(j, "region");
	json_kv_int(j, "startLine", p.line);
	if (p.col) {
		json_kv_int(j, "startColumn", p.points);
		/* the column after the range's last character */
		if (end && mplace_get(end, user, false, &e) && e.file == p.file) {
			last = e.col + diag_token_length(user ? source_user_loc(end) : end);
			if (e.line > p.line || (e.line == p.line && last > p.col + 1)) {
				json_kv_int(j, "endLine", e.line);
				json_kv_int(j, "endColumn", mplace_columns(&e, last, false));
			}
		}
	}
	if (p.text) {
		json_kv_object(j, "snippet");
		json_key(j, "text");
		json_strn(j, p.text, p.len);
		json_end(j);
	}
	json_end(j);
	json_end(j);
	return true;
}

static void message(struct json *j, const char *text)
{
	json_kv_object(j, "message");
	json_kv_str(j, "text", text);
	json_end(j);
}

static unsigned int related(struct json *j, unsigned int id, uint32_t loc, uint32_t end,
			    bool user, bool line_only, const char *text)
{
	if (id > MAX_RELATED)
		return id;
	json_object(j);
	json_kv_int(j, "id", id);
	message(j, text);
	/* a place in no file (a -D macro, "<command-line>"): the text alone */
	physical_location(j, loc, end, user, line_only);
	json_end(j);
	return id + 1;
}

static void related_locations(struct json *j, const struct diag_record *r)
{
	const struct expansion *e;
	struct strbuf text = { 0 };
	unsigned int i, id = 1;
	uint32_t inc;

	json_kv_array(j, "relatedLocations");
	for (i = 0; i < r->nnotes; i++)
		id = related(j, id, r->notes[i].pos.loc, r->notes[i].end.loc, true,
			     r->notes[i].line_only, r->notes[i].text);
	for (e = source_expansion(r->pos.loc), i = 0; e && i < MAX_CHAIN; e = e->parent, i++) {
		text.len = 0;
		sb_printf(&text, "in expansion of macro '%s'", e->macro->name);
		id = related(j, id, e->name_loc, 0, false, false, sb_cstr(&text));
	}
	for (inc = source_included_from(source_user_loc(r->pos.loc)), i = 0; inc && i < 200;
	     inc = source_included_from(inc), i++)
		id = related(j, id, inc, 0, false, false, "included from here");
	json_end(j);
	sb_free(&text);
}

static bool has_steps(const struct diag_record *r)
{
	unsigned int i;

	for (i = 0; i < r->nnotes; i++)
		if (r->notes[i].step)
			return true;
	return false;
}

static void flow_location(struct json *j, unsigned int order, uint32_t loc, uint32_t end,
			  bool line_only, const char *text, bool essential)
{
	json_object(j);
	json_kv_object(j, "location");
	physical_location(j, loc, end, true, line_only);
	message(j, text);
	json_end(j);
	json_kv_int(j, "executionOrder", order);
	json_kv_str(j, "importance", essential ? "essential" : "important");
	json_end(j);
}

/*
 * The path of a finding whose notes are steps ("'x' acquired here", a
 * fetch): the steps in order, then the place of the finding itself, the
 * end of the path, unless a step is at that very place already.
 */
static void code_flow(struct json *j, const struct diag_record *r)
{
	uint32_t at = source_user_loc(r->pos.loc);
	unsigned int i, order = 1;
	bool primary = false;

	json_kv_array(j, "codeFlows");
	json_object(j);
	json_kv_array(j, "threadFlows");
	json_object(j);
	json_kv_array(j, "locations");
	for (i = 0; i < r->nnotes && order < MAX_FLOW; i++) {
		const struct diag_note *n = &r->notes[i];
		bool here = source_user_loc(n->pos.loc) == at;

		if (!n->step)
			continue;
		flow_location(j, order++, n->pos.loc, n->end.loc, n->line_only, n->text, here);
		primary |= here;
	}
	if (!primary)
		flow_location(j, order, r->pos.loc, r->end.loc, r->line_only, r->message, true);
	json_end(j);
	json_end(j);
	json_end(j);
	json_end(j);
	json_end(j);
}

static const char *level(const struct diag_record *r)
{
	if (r->severity == DIAG_NOTE)
		return "note";
	if (r->severity == DIAG_WARNING && !r->promoted)
		return "warning";
	return "error";
}

/* A record about no place (an input that cannot be read): a notification of the invocation. */
static void notification(const char *lvl, const char *text)
{
	struct json j;

	if (sarif.notifications.len)
		sb_addc(&sarif.notifications, ',');
	json_begin(&j, &sarif.notifications);
	json_object(&j);
	json_kv_str(&j, "level", lvl);
	message(&j, text);
	json_end(&j);
}

static bool active(void)
{
	return sarif.to_stderr || sarif.default_file || sarif.nfiles;
}

static void sarif_emit(const struct diag_record *r)
{
	struct json j;
	struct strbuf text = { 0 };

	if (!active())
		return;
	if (r->where) {
		sb_printf(&text, "%s: %s", r->where, r->message);
		notification(level(r), sb_cstr(&text));
		sb_free(&text);
		return;
	}
	if (sarif.nresults == MAX_RESULTS) {
		sarif.dropped++;
		return;
	}
	if (sarif.nresults++)
		sb_addc(&sarif.results, ',');
	json_begin(&j, &sarif.results);
	json_object(&j);
	if (r->check_name) {
		sb_printf(&text, "-W%s", r->check_name);
		json_kv_str(&j, "ruleId", sb_cstr(&text));
		json_kv_int(&j, "ruleIndex", r->check);
	}
	json_kv_str(&j, "level", level(r));
	message(&j, r->message);
	json_kv_array(&j, "locations");
	json_object(&j);
	physical_location(&j, r->pos.loc, r->end.loc, true, r->line_only);
	if (r->function) {
		json_kv_array(&j, "logicalLocations");
		json_object(&j);
		json_kv_str(&j, "name", r->function);
		json_kv_str(&j, "kind", "function");
		json_end(&j);
		json_end(&j);
	}
	json_end(&j);
	json_end(&j);
	related_locations(&j, r);
	if (has_steps(r))
		code_flow(&j, r);
	json_kv_object(&j, "partialFingerprints");
	json_kv_str(&j, "uaccessCheck/v1", r->fingerprint);
	json_end(&j);
	if (r->baseline != BASELINE_NONE)
		json_kv_str(&j, "baselineState", r->baseline == BASELINE_NEW ? "new" : "unchanged");
	if (r->unit) {
		json_kv_object(&j, "properties");
		json_kv_str(&j, "unit", r->unit);
		json_end(&j);
	}
	json_end(&j);
	sb_free(&text);
}

static void put_rules(struct json *j)
{
	struct strbuf s = { 0 };
	int i;

	json_kv_array(j, "rules");
	for (i = 0; i < CHECK_NR; i++) {
		json_object(j);
		s.len = 0;
		sb_printf(&s, "-W%s", rules[i].name);
		json_kv_str(j, "id", sb_cstr(&s));
		json_kv_str(j, "name", rules[i].name);
		json_kv_object(j, "shortDescription");
		json_kv_str(j, "text", rules[i].desc);
		json_end(j);
		json_kv_object(j, "fullDescription");
		json_kv_str(j, "text", rules[i].desc);
		json_end(j);
		json_kv_object(j, "help");
		s.len = 0;
		sb_printf(&s, "See the section -W%s of the checker's documentation "
			  "(Documentation/dev-tools/uaccess-check.rst, \"Checks\").", rules[i].name);
		json_kv_str(j, "text", sb_cstr(&s));
		json_end(j);
		json_kv_object(j, "defaultConfiguration");
		json_kv_bool(j, "enabled", rules[i].def);
		json_kv_str(j, "level", "warning");
		json_end(j);
		json_end(j);
	}
	json_end(j);
	sb_free(&s);
}

static void put_cwd_uri(struct json *j, const char *key)
{
	struct strbuf uri = { 0 };
	char *cwd = getcwd(NULL, 0);

	sb_addstr(&uri, "file://");
	put_uri_path(&uri, cwd ? cwd : "/");
	if (uri.buf[uri.len - 1] != '/')
		sb_addc(&uri, '/');
	json_kv_object(j, key);
	json_kv_str(j, "uri", sb_cstr(&uri));
	json_end(j);
	free(cwd);
	sb_free(&uri);
}

/*
 * The document: built when the run ends (or at exit after a fatal error,
 * FATAL), since the invocation says how the run went.
 */
static void build(struct strbuf *doc, bool fatal)
{
	struct json j;
	struct strbuf text = { 0 };
	int status = fatal ? 2 : output_exit_status;

	if (sarif.dropped) {
		sb_printf(&text, "%lu more results not written: GitHub code scanning takes %d a run at most",
			  sarif.dropped, MAX_RESULTS);
		notification("warning", sb_cstr(&text));
	}
	if (fatal) {
		text.len = 0;
		sb_printf(&text, "fatal error: %s", fatal_message[0] ? fatal_message : "the run ended early");
		notification("error", sb_cstr(&text));
	}
	json_begin(&j, doc);
	json_object(&j);
	json_kv_str(&j, "$schema", SCHEMA_URI);
	json_kv_str(&j, "version", "2.1.0");
	json_kv_array(&j, "runs");
	json_object(&j);
	json_kv_object(&j, "tool");
	json_kv_object(&j, "driver");
	json_kv_str(&j, "name", "uaccess-check");
	json_kv_str(&j, "version", UACCESS_CHECK_VERSION);
	json_kv_str(&j, "informationUri", DOC_URI);
	put_rules(&j);
	json_end(&j);
	json_end(&j);
	json_kv_array(&j, "invocations");
	json_object(&j);
	json_kv_bool(&j, "executionSuccessful", status != 2);
	json_kv_int(&j, "exitCode", status);
	put_cwd_uri(&j, "workingDirectory");
	if (sarif.notifications.len) {
		json_key(&j, "toolExecutionNotifications");
		json_raw_array(&j, &sarif.notifications);
	}
	json_end(&j);
	json_end(&j);
	json_kv_object(&j, "originalUriBaseIds");
	put_cwd_uri(&j, "SRCROOT");
	json_end(&j);
	json_kv_str(&j, "columnKind", "unicodeCodePoints");
	json_key(&j, "results");
	json_raw_array(&j, &sarif.results);
	json_end(&j);
	json_end(&j);
	json_end(&j);
	sb_addc(doc, '\n');
	sb_free(&text);
}

static void write_all(bool fatal)
{
	struct strbuf doc = { 0 };
	unsigned int i;
	char *path;

	if (!active() || sarif.written)
		return;
	sarif.written = true;
	diag_flush();
	build(&doc, fatal);
	if (sarif.to_stderr)
		machine_write(NULL, &doc);
	if (sarif.default_file) {
		path = machine_default_path(".sarif");
		machine_write(path, &doc);
		free(path);
	}
	for (i = 0; i < sarif.nfiles; i++)
		machine_write(sarif.files[i], &doc);
	sb_free(&doc);
}

static void sarif_finish(void)
{
	write_all(false);
}

/* At exit without a finish: the run ended in a fatal error. */
static void sarif_at_exit(void)
{
	write_all(true);
}

static void sarif_reset(void)
{
	unsigned int i;

	for (i = 0; i < sarif.nfiles; i++)
		free(sarif.files[i]);
	sb_free(&sarif.results);
	sb_free(&sarif.notifications);
	memset(&sarif, 0, sizeof(sarif));
}

const struct output_sink output_sarif = {
	.emit = sarif_emit,
	.reset = sarif_reset,
	.finish = sarif_finish,
};

static void sarif_on(void)
{
	output_add_sink(&output_sarif);
	machine_at_exit(sarif_at_exit);
}

void output_sarif_stderr(bool on)
{
	sarif.to_stderr = on;
	if (on)
		sarif_on();
}

void output_sarif_default_file(bool on)
{
	sarif.default_file = on;
	if (on)
		sarif_on();
}

/* PATH is the sink's from now on: the options are parsed anew after a reset */
void output_sarif_add_file(char *path)
{
	if (sarif.nfiles == MAX_FILES) {
		free(path);
		fatal("too many -fdiagnostics-add-output= files (%d at most)", MAX_FILES);
	}
	sarif.files[sarif.nfiles++] = path;
	sarif_on();
}
