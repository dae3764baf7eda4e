// SPDX-License-Identifier: GPL-2.0
/*
 * gcc's JSON diagnostics (-fdiagnostics-format=json): one array for the
 * run on stderr, an object per diagnostic with gcc's members (kind,
 * message, option, locations with caret and finish, children for the
 * notes), plus ours: fingerprint, function, unit.
 */
#include <stdlib.h>
#include <string.h>

#include "machine.h"

/* "in expansion of macro" children before the chain is cut, as in the text */
#define MAX_CHAIN_NOTES 32

/* The JSON back end: the diagnostics collected as they come, the array written at the end. */
static struct {
	bool on, file, written;
	struct strbuf doc;
	struct json j;
} js;

static void json_place(struct json *j, const char *key, const struct mplace *p, uint32_t col)
{
	json_kv_object(j, key);
	json_kv_int(j, "byte-column", col);
	json_kv_int(j, "display-column", mplace_columns(p, col, true));
	json_kv_int(j, "line", p->line);
	json_kv_str(j, "file", p->file);
	json_kv_int(j, "column", mplace_columns(p, col, true));
	json_end(j);
}

/*
 * "locations": gcc's caret, start (when the range starts before the
 * caret) and finish (the range's last character; END is the first
 * character of its last token).
 */
static void json_locations(struct json *j, uint32_t loc, uint32_t start, uint32_t end, bool user,
			   bool line_only)
{
	struct mplace p, s, e;
	uint32_t last;

	json_kv_array(j, "locations");
	if (mplace_get(loc, user, line_only, &p)) {
		json_object(j);
		json_place(j, "caret", &p, p.col ? p.col : 1);
		if (p.col && start && start != loc && mplace_get(start, user, false, &s) &&
		    s.file == p.file && (s.line < p.line || (s.line == p.line && s.col < p.col)))
			json_place(j, "start", &s, s.col);
		if (p.col && end && mplace_get(end, user, false, &e) && e.file == p.file) {
			last = e.col + diag_token_length(user ? source_user_loc(end) : end) - 1;
			if (e.line > p.line || (e.line == p.line && last > p.col))
				json_place(j, "finish", &e, last);
		}
		json_end(j);
	}
	json_end(j);
}

static void json_child(struct json *j, uint32_t loc, bool user, bool line_only, const char *fmt,
		       const char *arg)
{
	struct strbuf msg = { 0 };

	sb_printf(&msg, fmt, arg);
	json_object(j);
	json_kv_str(j, "kind", "note");
	json_locations(j, loc, 0, 0, user, line_only);
	json_kv_str(j, "message", sb_cstr(&msg));
	json_end(j);
	sb_free(&msg);
}

static void json_emit(const struct diag_record *r)
{
	struct json *j = &js.j;
	const struct expansion *e;
	struct strbuf opt = { 0 };
	unsigned int i;

	if (!js.on)
		return;
	if (!js.doc.len) {
		json_begin(j, &js.doc);
		json_array(j);
	}
	json_object(j);
	json_kv_str(j, "kind", diag_severity_name(r));
	json_kv_int(j, "column-origin", 1);
	json_kv_bool(j, "escape-source", false);
	/* a record about no place has no location: 0 */
	json_locations(j, r->where ? 0 : r->pos.loc, r->start.loc, r->end.loc, true, r->line_only);
	json_kv_str(j, "message", r->message);
	if (r->check_name) {
		sb_printf(&opt, "-W%s%s", r->werror_named ? "error=" : "", r->check_name);
		json_kv_str(j, "option", sb_cstr(&opt));
		sb_free(&opt);
	}
	json_kv_array(j, "children");
	for (i = 0; i < r->nnotes; i++)
		json_child(j, r->notes[i].pos.loc, true, r->notes[i].line_only, "%s",
			   r->notes[i].text);
	if (!r->where)
		for (e = source_expansion(r->pos.loc), i = 0; e && i < MAX_CHAIN_NOTES;
		     e = e->parent, i++)
			json_child(j, e->name_loc, false, false, "in expansion of macro '%s'",
				   e->macro->name);
	json_end(j);
	json_kv_str(j, "fingerprint", r->fingerprint);
	if (r->function)
		json_kv_str(j, "function", r->function);
	if (r->unit)
		json_kv_str(j, "unit", r->unit);
	json_end(j);
}

static void json_finish(void)
{
	char *path;

	if (!js.on || js.written)
		return;
	js.written = true;
	diag_flush();
	if (!js.doc.len) {
		json_begin(&js.j, &js.doc);
		json_array(&js.j);
	}
	json_end(&js.j);
	sb_addc(&js.doc, '\n');
	path = js.file ? machine_default_path(".gcc.json") : NULL;
	machine_write(path, &js.doc);
	free(path);
}

static void json_reset(void)
{
	sb_free(&js.doc);
	memset(&js, 0, sizeof(js));
}

const struct output_sink output_json = {
	.emit = json_emit,
	.reset = json_reset,
	.finish = json_finish,
};

void output_json_set(bool on, bool file)
{
	js.on = on;
	js.file = file;
	if (on) {
		output_add_sink(&output_json);
		machine_at_exit(json_finish);
	}
}
