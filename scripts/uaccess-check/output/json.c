// SPDX-License-Identifier: GPL-2.0
/*
 * The JSON writer.  Invalid UTF-8 becomes U+FFFD, one per byte, as a
 * browser decodes it: a consumer's parser (Python's json, .NET) refuses
 * a document with an invalid sequence, and one bad byte of a source line
 * must not lose the whole run's findings.
 */
#include <stdio.h>
#include <string.h>

#include "json.h"

void json_begin(struct json *j, struct strbuf *sb)
{
	memset(j, 0, sizeof(*j));
	j->sb = sb;
	j->first[0] = true;
}

/* The separator before a value (nothing after a key). */
static void value(struct json *j)
{
	if (j->key) {
		j->key = false;
		return;
	}
	if (!j->first[j->depth])
		sb_addc(j->sb, ',');
	j->first[j->depth] = false;
}

static void open_container(struct json *j, char open, char close)
{
	value(j);
	sb_addc(j->sb, open);
	if (++j->depth >= JSON_MAX_DEPTH)
		fatal("JSON output nested too deep");
	j->first[j->depth] = true;
	j->close[j->depth] = close;
}

void json_object(struct json *j)
{
	open_container(j, '{', '}');
}

void json_array(struct json *j)
{
	open_container(j, '[', ']');
}

void json_end(struct json *j)
{
	sb_addc(j->sb, j->close[j->depth]);
	j->depth--;
}

void json_key(struct json *j, const char *key)
{
	json_str(j, key);
	sb_addc(j->sb, ':');
	j->key = true;
}

size_t utf8_sequence(const unsigned char *s, size_t n)
{
	unsigned int cp, len, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates and beyond U+10FFFF are not UTF-8 */
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

void json_strn(struct json *j, const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	struct strbuf *sb = j->sb;
	size_t i = 0, len;

	value(j);
	sb_addc(sb, '"');
	while (i < n) {
		unsigned char c = s[i];

		switch (c) {
		case '"':
			sb_add(sb, "\\\"", 2);
			break;
		case '\\':
			sb_add(sb, "\\\\", 2);
			break;
		case '\n':
			sb_add(sb, "\\n", 2);
			break;
		case '\t':
			sb_add(sb, "\\t", 2);
			break;
		case '\r':
			sb_add(sb, "\\r", 2);
			break;
		default:
			if (c < 0x20 || c == 0x7f) {
				sb_printf(sb, "\\u%04x", c);
			} else if (c < 0x80) {
				sb_addc(sb, c);
			} else if ((len = utf8_sequence(s + i, n - i))) {
				sb_add(sb, str + i, len);
				i += len;
				continue;
			} else {
				sb_add(sb, "\\ufffd", 6);
			}
		}
		i++;
	}
	sb_addc(sb, '"');
}

void json_str(struct json *j, const char *s)
{
	json_strn(j, s, strlen(s));
}

void json_int(struct json *j, long long v)
{
	value(j);
	sb_printf(j->sb, "%lld", v);
}

void json_bool(struct json *j, bool v)
{
	value(j);
	sb_addstr(j->sb, v ? "true" : "false");
}

void json_raw_array(struct json *j, const struct strbuf *elems)
{
	value(j);
	sb_addc(j->sb, '[');
	sb_add(j->sb, elems->buf, elems->len);
	sb_addc(j->sb, ']');
}

void json_kv_str(struct json *j, const char *key, const char *s)
{
	json_key(j, key);
	json_str(j, s);
}

void json_kv_int(struct json *j, const char *key, long long v)
{
	json_key(j, key);
	json_int(j, v);
}

void json_kv_bool(struct json *j, const char *key, bool v)
{
	json_key(j, key);
	json_bool(j, v);
}

void json_kv_object(struct json *j, const char *key)
{
	json_key(j, key);
	json_object(j);
}

void json_kv_array(struct json *j, const char *key)
{
	json_key(j, key);
	json_array(j);
}
