/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A small JSON writer for the machine-readable back ends (gcc's JSON
 * diagnostics, SARIF).  It appends to a strbuf and keeps the commas
 * itself; every string goes through json_str(), which makes valid JSON
 * of any bytes: a kernel line or a message may hold invalid UTF-8 (a
 * Latin-1 comment, a binary file read as C), control characters, NULs.
 */
#ifndef UACCESS_CHECK_JSON_H
#define UACCESS_CHECK_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define JSON_MAX_DEPTH 32

struct json {
	struct strbuf *sb;
	unsigned int depth;
	bool first[JSON_MAX_DEPTH];	/* nothing written yet at that level */
	char close[JSON_MAX_DEPTH];	/* '}' or ']' */
	bool key;			/* a key was written: its value comes next */
};

void json_begin(struct json *j, struct strbuf *sb);
/* Containers: after json_key() inside an object, or as an array element. */
void json_object(struct json *j);
void json_array(struct json *j);
void json_end(struct json *j);		/* of the innermost object or array */
void json_key(struct json *j, const char *key);
/* Values. */
void json_str(struct json *j, const char *s);
void json_strn(struct json *j, const char *s, size_t n);
void json_int(struct json *j, long long v);
void json_bool(struct json *j, bool v);
/* An array whose elements ELEMS already are (JSON text, comma-separated). */
void json_raw_array(struct json *j, const struct strbuf *elems);
/* Key and value in one. */
void json_kv_str(struct json *j, const char *key, const char *s);
void json_kv_int(struct json *j, const char *key, long long v);
void json_kv_bool(struct json *j, const char *key, bool v);
void json_kv_object(struct json *j, const char *key);
void json_kv_array(struct json *j, const char *key);

/*
 * The length of the valid UTF-8 sequence at S (N bytes left), 0 if the
 * bytes there are not one (overlong, a surrogate, past U+10FFFF, cut).
 */
size_t utf8_sequence(const unsigned char *s, size_t n);

#endif
