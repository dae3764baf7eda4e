// SPDX-License-Identifier: GPL-2.0
/*
 * The source manager: the file table (one entry per file name for the
 * whole run), the buffers' location ranges with their line tables and
 * #line directives, and the expansions' location ranges (see source.h).
 */
#include <stdlib.h>
#include <string.h>

#include "source.h"
#include "util.h"

struct source_file {
	const char *name;
	bool system;
	uint32_t *lines;	/* offsets of the line starts of its buffer */
	uint32_t nlines;
};

static struct source_file *files;
static uint32_t nfiles, files_cap;
static struct arena names;

const char *source_file_name(uint32_t file)
{
	return file < nfiles ? files[file].name : "<unknown>";
}

bool source_file_is_system(uint32_t file)
{
	return file < nfiles && files[file].system;
}

void source_set_system(uint32_t file)
{
	if (file < nfiles)
		files[file].system = true;
}

uint32_t source_file_index(const char *name, bool system)
{
	/* Consecutive lookups of one name are the common case. */
	static uint32_t last = UINT32_MAX;

	if (last < nfiles && !strcmp(files[last].name, name))
		return last;
	vec_grow(files, nfiles + 1, files_cap, 256);
	if (nfiles >= UINT32_MAX / 2)
		fatal("too many files in one run");
	memset(&files[nfiles], 0, sizeof(files[nfiles]));
	files[nfiles].name = arena_strndup(&names, name, strlen(name));
	files[nfiles].system = system;
	last = nfiles;
	return nfiles++;
}

/* ---------------------------------------------------------------- */
/* Buffers: the lower half of the location space */

struct line_directive {
	uint32_t loc;		/* first location it applies to */
	uint32_t name_file;
	int32_t delta;		/* added to the physical line */
};

struct buffer_range {
	uint32_t base;		/* location of the buffer's first byte */
	uint32_t len;		/* locations in the range: bytes + 1 */
	uint32_t file;
	uint32_t ndirs;
	struct line_directive *dirs;
	uint32_t from;		/* the #include in the including buffer; 0: read first */
	uint32_t rank;		/* a buffer read first: its place in the reading order */
	const char *buf;
};

static struct buffer_range *ranges;
static uint32_t nranges, ranges_cap;
static uint32_t next_file_loc = 1;	/* 0 is "no location" */

static void build_lines(struct source_file *f, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	uint32_t cap = 64, n = 0;
	uint32_t *lines = xmalloc(cap * sizeof(*lines));

	lines[n++] = 0;
	while (p < end && (p = memchr(p, '\n', end - p))) {
		p++;
		vec_grow(lines, n + 1, cap, 64);
		lines[n++] = p - buf;
	}
	f->lines = lines;
	f->nlines = n;
}

bool source_room_for(size_t len)
{
	return len < LOC_MACRO_BIT - next_file_loc;
}

uint32_t source_enter_buffer(uint32_t file, const char *buf, size_t len)
{
	struct buffer_range *r;

	if (len >= LOC_MACRO_BIT - next_file_loc)
		fatal("too much source text in one run (more than 2 GiB)");
	if (file < nfiles && !files[file].lines)
		build_lines(&files[file], buf, len);
	vec_grow(ranges, nranges + 1, ranges_cap, 256);
	r = &ranges[nranges++];
	memset(r, 0, sizeof(*r));
	r->base = next_file_loc;
	r->len = len + 1;
	r->file = file;
	r->buf = buf;
	next_file_loc += len + 1;
	return r->base;
}

static const struct buffer_range *find_range(uint32_t loc)
{
	static uint32_t last;
	uint32_t lo = 0, hi = nranges;

	if (last < nranges && loc - ranges[last].base < ranges[last].len)
		return &ranges[last];
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (ranges[mid].base <= loc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo || loc - ranges[lo - 1].base >= ranges[lo - 1].len)
		return NULL;
	last = lo - 1;
	return &ranges[last];
}

const char *source_text(uint32_t loc, size_t *left)
{
	const struct buffer_range *r = loc_is_macro(loc) ? NULL : find_range(loc);

	if (!r || !r->buf) {
		*left = 0;
		return NULL;
	}
	*left = r->len - 1 - (loc - r->base);
	return r->buf + (loc - r->base);
}

void source_set_origin(uint32_t base, uint32_t from, uint32_t rank)
{
	struct buffer_range *r = (struct buffer_range *)find_range(base);

	if (r) {
		r->from = from;
		r->rank = rank;
	}
}

/*
 * The buffers LOC is in, from the one read first down to LOC's own, with
 * the place of each in the one before (LOC itself last).  Include depth
 * is bounded by the preprocessor; a deeper chain is cut at its top.
 */
#define MAX_CHAIN 256

static unsigned int reading_chain(uint32_t loc, const struct buffer_range **rs, uint32_t *at)
{
	const struct buffer_range *r = find_range(loc);
	unsigned int n = 0, i;

	while (r && n < MAX_CHAIN) {
		rs[n] = r;
		at[n++] = loc;
		if (!r->from)
			break;
		loc = r->from;
		r = find_range(loc);
	}
	for (i = 0; i < n / 2; i++) {
		const struct buffer_range *t = rs[i];
		uint32_t l = at[i];

		rs[i] = rs[n - 1 - i];
		at[i] = at[n - 1 - i];
		rs[n - 1 - i] = t;
		at[n - 1 - i] = l;
	}
	return n;
}

int source_compare_reading(uint32_t a, uint32_t b)
{
	const struct buffer_range *ra[MAX_CHAIN], *rb[MAX_CHAIN];
	uint32_t la[MAX_CHAIN], lb[MAX_CHAIN];
	unsigned int na, nb, i;

	if (a == b)
		return 0;
	na = reading_chain(a, ra, la);
	nb = reading_chain(b, rb, lb);
	if (!na || !nb)
		return na ? 1 : nb ? -1 : (a > b) - (a < b);
	if (ra[0] != rb[0]) {
		if (ra[0]->rank != rb[0]->rank)
			return ra[0]->rank < rb[0]->rank ? -1 : 1;
		return ra[0]->base < rb[0]->base ? -1 : 1;
	}
	for (i = 0; i < na && i < nb; i++) {
		/* same buffer at this level: the earlier place in it goes first */
		if (la[i] != lb[i])
			return la[i] < lb[i] ? -1 : 1;
		/* the same #include: its later buffers may differ (a file read twice) */
		if (i + 1 < na && i + 1 < nb && ra[i + 1] != rb[i + 1])
			return ra[i + 1]->base < rb[i + 1]->base ? -1 : 1;
	}
	/* the #include itself before what it reads */
	return na < nb ? -1 : na > nb;
}

/*
 * The line of the last lookup: places are mostly asked in reading order
 * (-E asks one per token), a few lines on from the last.
 */
static struct {
	const uint32_t *lines;
	uint32_t line;
} line_cache;

/* The physical line (0-based) of byte OFF of a buffer of F. */
static uint32_t line_of(const struct source_file *f, uint32_t off)
{
	uint32_t lo = 0, hi = f->nlines, l = line_cache.line;

	if (line_cache.lines == f->lines && l < f->nlines && f->lines[l] <= off) {
		uint32_t stop = l + 8 < f->nlines ? l + 8 : f->nlines;

		for (; l + 1 < stop && f->lines[l + 1] <= off; l++)
			;
		if (l + 1 == f->nlines || f->lines[l + 1] > off) {
			line_cache.line = l;
			return l;
		}
		lo = l + 1;
	}

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (f->lines[mid] <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	line_cache.lines = f->lines;
	line_cache.line = lo ? lo - 1 : 0;
	return line_cache.line;
}

void source_line_directive(uint32_t loc, uint32_t name_file, uint32_t line)
{
	struct buffer_range *r = (struct buffer_range *)find_range(loc);
	const struct source_file *f;
	struct line_directive *d;

	if (!r || r->file >= nfiles || !files[r->file].lines)
		return;
	f = &files[r->file];
	r->dirs = xrealloc(r->dirs, (r->ndirs + 1) * sizeof(*r->dirs));
	d = &r->dirs[r->ndirs++];
	d->loc = loc;
	d->name_file = name_file;
	d->delta = (int32_t)(line - (line_of(f, loc - r->base) + 1));
}

/* ---------------------------------------------------------------- */
/* Expansions: the upper half */

/*
 * A run of an expansion's locations laid over spelling locations: the
 * body (whose last location stands for the expansion itself) or a
 * segment for tokens that came from an argument.
 */
/*
 * Segments are made one after the other in the location space: one's
 * length is where the next begins (seg_len()).  24 bytes each, as a unit
 * has hundreds of thousands of them.
 */
struct segment {
	uint32_t base;
	uint32_t spell;		/* spelling location of the first */
	uint32_t next;		/* the expansion's previous segment; 0: none */
	const struct expansion *exp;
	/* a segment mirroring another segment's tokens: that segment; 0: none */
	uint32_t from;
};

static struct segment *segs;
static uint32_t nsegs = 1, segs_cap;	/* index 0 is "none" */
/* segs in address space of its own: 64 million segments, a unit has a million */
#define SEGS_RESERVED (64u << 20)
static bool segs_reserved;
static uint32_t next_macro_loc = LOC_MACRO_BIT;
static struct arena expansions;

static uint32_t new_segment(const struct expansion *e, uint32_t spell, uint32_t len)
{
	struct segment *s;

	if (len > UINT32_MAX - next_macro_loc)
		return 0;
	if (!segs) {
		/* a unit's segments take a few MB, looked up through seg_cache[] */
		segs = big_array_reserve(SEGS_RESERVED * sizeof(*segs), false);
		segs_reserved = segs;
		segs_cap = segs ? SEGS_RESERVED : 0;
	}
	if (segs_reserved && nsegs == segs_cap)
		return 0;		/* as out of locations */
	vec_grow(segs, nsegs + 1, segs_cap, 4096);
	s = &segs[nsegs];
	s->base = next_macro_loc;
	s->spell = spell;
	s->next = 0;
	s->exp = e;
	s->from = 0;
	next_macro_loc += len;
	return nsegs++;
}

/*
 * Most lookups are of a token just read from an expansion made shortly
 * before: a direct-mapped cache on the location's upper bits saves the
 * binary search over hundreds of thousands of segments.
 */
#define SEG_CACHE_BITS 12
static uint32_t seg_cache[1 << SEG_CACHE_BITS];

static uint32_t seg_len(const struct segment *s)
{
	return (s + 1 < segs + nsegs ? s[1].base : next_macro_loc) - s->base;
}

static bool seg_has(uint32_t i, uint32_t loc)
{
	return i && i < nsegs && loc - segs[i].base < seg_len(&segs[i]);
}

/* The segment LOC is in; HINT, if not 0, is where to look first. */
static const struct segment *find_segment_hint(uint32_t loc, uint32_t hint)
{
	uint32_t *slot = &seg_cache[(loc >> 4) & ((1 << SEG_CACHE_BITS) - 1)];
	uint32_t lo = 1, hi = nsegs;

	if (seg_has(hint, loc))
		return &segs[hint];
	if (seg_has(*slot, loc))
		return &segs[*slot];
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (segs[mid].base <= loc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo <= 1 || loc - segs[lo - 1].base >= seg_len(&segs[lo - 1]))
		return NULL;
	*slot = lo - 1;
	return &segs[lo - 1];
}

static const struct segment *find_segment(uint32_t loc)
{
	return find_segment_hint(loc, 0);
}

struct expansion *source_new_expansion(struct ident *macro, uint32_t name_loc,
				       uint32_t name_seg, uint32_t body_start, uint32_t body_len,
				       uint32_t args_start, uint32_t args_len)
{
	struct expansion *e = arena_alloc(&expansions, sizeof(*e));
	uint32_t s;

	e->parent = NULL;
	if (loc_is_macro(name_loc)) {
		const struct segment *ps = find_segment_hint(name_loc, name_seg);

		e->parent = ps ? ps->exp : NULL;
	}
	e->macro = macro;
	e->name_loc = name_loc;
	e->body_start = body_start;
	e->body_len = body_len;
	e->segs = 0;
	/*
	 * Out of locations (billions of bytes of expansions): the tokens
	 * keep their spelling location, and diagnostics name no macro.
	 */
	s = new_segment(e, body_start, body_len + 1);
	e->base = s ? segs[s].base : 0;
	e->body_seg = s;
	if (!s) {
		e->body_len = 0;
		return e;
	}
	/* the arguments, when written in a file: their tokens' segment */
	if (args_len)
		e->segs = new_segment(e, args_start, args_len);
	return e;
}

static bool is_body(const struct segment *s)
{
	return s->base == s->exp->base;
}

uint32_t source_spelling(uint32_t loc)
{
	while (loc_is_macro(loc)) {
		const struct segment *s = find_segment(loc);
		uint32_t off;

		if (!s)
			return 0;
		off = loc - s->base;
		if (is_body(s) && off == s->exp->body_len)
			loc = s->exp->name_loc;
		else
			return s->spell + off;
	}
	return loc;
}

uint32_t source_mirrored(uint32_t loc)
{
	const struct segment *s, *f;

	if (!loc_is_macro(loc) || !(s = find_segment(loc)) || !s->from)
		return 0;
	f = &segs[s->from];
	return loc - s->base < seg_len(f) ? f->base + (loc - s->base) : 0;
}

const struct expansion *source_expansion(uint32_t loc)
{
	const struct segment *s;

	if (!loc_is_macro(loc))
		return NULL;
	s = find_segment(loc);
	return s ? s->exp : NULL;
}

uint32_t source_expansion_loc(const struct expansion *e, uint32_t loc, uint32_t *seg)
{
	struct expansion *me = (struct expansion *)e;
	uint32_t spell = loc, start = loc, len = 1, i;
	uint32_t from = 0;

	/* the common case: a body token, read in place from the definition */
	if (loc - e->body_start < e->body_len) {
		*seg = e->base ? e->body_seg : 0;
		return e->base + (loc - e->body_start);
	}
	if (!e->base)
		return loc;
	if (loc_is_macro(loc)) {
		const struct segment *s = find_segment_hint(loc, *seg);
		uint32_t off;

		if (!s)
			return loc;
		if (s->exp == e) {
			*seg = s - segs;
			return loc;
		}
		/* from another expansion: mirror the segment it is in */
		off = loc - s->base;
		if (is_body(s) && off == s->exp->body_len) {
			spell = start = source_spelling(loc);
		} else {
			from = s - segs;
			spell = s->spell + off;
			start = s->spell;
			len = is_body(s) ? s->exp->body_len : seg_len(s);
		}
		if (spell - e->body_start < e->body_len) {
			*seg = e->body_seg;
			return e->base + (spell - e->body_start);
		}
	}
	for (i = e->segs; i; i = segs[i].next)
		if (spell - segs[i].spell < seg_len(&segs[i]))
			break;
	if (!i) {
		i = new_segment(e, start, len);
		if (!i) {
			*seg = e->body_seg;
			return expansion_loc(e);
		}
		segs[i].next = e->segs;
		segs[i].from = from;
		me->segs = i;
	}
	*seg = i;
	return segs[i].base + (spell - segs[i].spell);
}

/* ---------------------------------------------------------------- */
/* Places */

struct srcplace source_place(uint32_t loc)
{
	struct srcplace p = { 0, 0, 0 };
	const struct buffer_range *r;
	const struct source_file *f;
	uint32_t off, line, i;

	loc = source_spelling(loc);
	r = loc ? find_range(loc) : NULL;
	if (!r)
		return p;
	p.file = r->file;
	f = r->file < nfiles ? &files[r->file] : NULL;
	off = loc - r->base;
	if (!f || !f->lines) {
		p.line = 1;
		p.col = off + 1;
		return p;
	}
	line = line_of(f, off);
	p.line = line + 1;
	p.col = off - f->lines[line] + 1;
	/* the last #line before LOC, if any */
	for (i = r->ndirs; i-- > 0;) {
		if (r->dirs[i].loc <= loc) {
			p.file = r->dirs[i].name_file;
			p.line += r->dirs[i].delta;
			break;
		}
	}
	return p;
}

const char *source_line_text(uint32_t loc, size_t *len)
{
	const struct buffer_range *r;
	const struct source_file *f;
	const char *start, *end;
	uint32_t off, line;

	loc = source_spelling(loc);
	r = loc ? find_range(loc) : NULL;
	*len = 0;
	if (!r || !r->buf || r->file >= nfiles || !files[r->file].lines)
		return NULL;
	f = &files[r->file];
	off = loc - r->base;
	line = line_of(f, off);
	start = r->buf + f->lines[line];
	end = line + 1 < f->nlines ? r->buf + f->lines[line + 1] : r->buf + r->len - 1;
	while (end > start && (end[-1] == '\n' || end[-1] == '\r'))
		end--;
	*len = end - start;
	return start;
}

uint32_t source_included_from(uint32_t loc)
{
	const struct buffer_range *r;

	loc = source_spelling(loc);
	r = loc ? find_range(loc) : NULL;
	return r ? r->from : 0;
}

uint32_t source_user_loc(uint32_t loc)
{
	const struct expansion *root = expansion_root(source_expansion(loc));

	return root ? root->name_loc : loc;
}

struct srcplace source_user_place(uint32_t loc)
{
	return source_place(source_user_loc(loc));
}

/* The last expansion source_user_place_seg() placed, and where. */
static struct {
	const struct expansion *root;
	struct srcplace place;
} user_cache;

struct srcplace source_user_place_seg(uint32_t loc, uint32_t seg)
{
	const struct segment *s;
	const struct expansion *root;

	if (!loc_is_macro(loc))
		return source_place(loc);
	s = find_segment_hint(loc, seg);
	root = s ? expansion_root(s->exp) : NULL;
	if (!root)
		return source_place(loc);
	if (root != user_cache.root) {
		user_cache.root = root;
		user_cache.place = source_place(root->name_loc);
	}
	return user_cache.place;
}

/*
 * Between runs in one process (the fuzz targets): what source_keep() saw
 * stays (the predefined macros' text), the rest goes; before any
 * source_keep(), everything goes.
 */
static struct {
	uint32_t nfiles, nranges, next_file_loc, nsegs, next_macro_loc;
	struct arena_mark names, expansions;
	bool valid;
} kept = { .next_file_loc = 1, .nsegs = 1, .next_macro_loc = LOC_MACRO_BIT };

void source_keep(void)
{
	kept.nfiles = nfiles;
	kept.nranges = nranges;
	kept.next_file_loc = next_file_loc;
	kept.nsegs = nsegs;
	kept.next_macro_loc = next_macro_loc;
	arena_mark(&names, &kept.names);
	arena_mark(&expansions, &kept.expansions);
	kept.valid = true;
}

void source_reset(void)
{
	uint32_t i;

	for (i = kept.nfiles; i < nfiles; i++)
		free(files[i].lines);
	nfiles = kept.nfiles;
	for (i = kept.nranges; i < nranges; i++)
		free(ranges[i].dirs);
	nranges = kept.nranges;
	next_file_loc = kept.next_file_loc;
	nsegs = kept.nsegs;
	next_macro_loc = kept.next_macro_loc;
	if (kept.valid) {
		arena_reset(&names, &kept.names);
		arena_reset(&expansions, &kept.expansions);
	} else {
		arena_release(&names);
		arena_release(&expansions);
	}
	memset(seg_cache, 0, sizeof(seg_cache));
	memset(&line_cache, 0, sizeof(line_cache));
	memset(&user_cache, 0, sizeof(user_cache));
}
