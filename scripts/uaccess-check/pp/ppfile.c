// SPDX-License-Identifier: GPL-2.0
/*
 * Preprocessor, file side: the search path as gcc builds it, finding an
 * include (with a cache, since the kernel includes the same names from
 * hundreds of headers), reading files once per unit, and the file table
 * that token positions refer to.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pp_int.h"

/* The file table: what token positions refer to. */
struct include_dir {
	const char *name;	/* without trailing slash */
	size_t len;
	bool system;
};


#define SRC_HASH 1024
static struct src_file *src_hash[SRC_HASH];
#define INC_HASH 4096
static struct inc_cache *inc_hash[INC_HASH];

/*
 * The headers' text, read once per run: in an arena, whose chunks are
 * huge pages, rather than one malloc() each, a page fault per 4 KB of
 * the unit's 10 MB of headers (see chunk_new()).
 */
static struct arena file_arena;


static struct include_dir *dirs;
static int ndirs, ndirs_cap;
static int dir_start[4];		/* first dir of each chain, after setup */
static const char **chain_args[4];
static int chain_nargs[4];
static bool nostdinc;

static struct { const char *from, *to; } *prefix_maps;
static int nprefix_maps;

int ppfile_chain_start(enum include_chain chain)
{
	return dir_start[chain];
}

bool ppfile_dir_is_system(int dir)
{
	return dir >= 0 && dir < ndirs && dirs[dir].system;
}

/* A new unit sees every file for the first time (guards stay valid). */
void ppfile_forget(void)
{
	struct src_file *f;
	size_t i;

	for (i = 0; i < SRC_HASH; i++)
		for (f = src_hash[i]; f; f = f->next) {
			f->seen = false;
			f->once = false;
		}
}

/* Between runs: every file is read again, every include looked up again. */
void ppfile_reset(void)
{
	struct src_file *f, *next;
	size_t i;

	for (i = 0; i < SRC_HASH; i++) {
		for (f = src_hash[i]; f; f = next) {
			next = f->next;
			if (!f->in_arena)
				free(f->buf);
			free(f);
		}
		src_hash[i] = NULL;
	}
	arena_release(&file_arena);
	/* the cache's entries are in pp.perm, which pp_reset() empties */
	memset(inc_hash, 0, sizeof(inc_hash));
}

/* ---------------------------------------------------------------- */
/* Command-line set-up */

void ppfile_reset_options(void)
{
	int i;

	for (i = 0; i < ndirs; i++)
		free((char *)dirs[i].name);
	/* ppfile_setup() grows its stat array with dirs: both start empty */
	free(dirs);
	dirs = NULL;
	ndirs = ndirs_cap = 0;
	memset(chain_nargs, 0, sizeof(chain_nargs));
	memset(dir_start, 0, sizeof(dir_start));
	nostdinc = false;
	for (i = 0; i < nprefix_maps; i++)
		free((char *)prefix_maps[i].from);
	nprefix_maps = 0;
}

void pp_add_include_dir(const char *dir, enum include_chain chain)
{
	chain_args[chain] = xrealloc(chain_args[chain],
				     (chain_nargs[chain] + 1) * sizeof(char *));
	chain_args[chain][chain_nargs[chain]++] = dir;
}

void pp_set_nostdinc(bool on)
{
	nostdinc = on;
}

void pp_add_prefix_map(const char *arg)
{
	const char *eq = strrchr(arg, '=');

	if (!eq)
		fatal("invalid argument to -fmacro-prefix-map: '%s' (expected OLD=NEW)", arg);
	prefix_maps = xrealloc(prefix_maps, (nprefix_maps + 1) * sizeof(*prefix_maps));
	prefix_maps[nprefix_maps].from = xstrndup(arg, eq - arg);
	prefix_maps[nprefix_maps].to = eq + 1;
	nprefix_maps++;
}

const char *pp_remap_file_name(const char *name)
{
	int i;

	/* gcc applies the last matching map */
	for (i = nprefix_maps - 1; i >= 0; i--) {
		size_t n = strlen(prefix_maps[i].from);

		if (!strncmp(name, prefix_maps[i].from, n)) {
			char *s = arena_alloc(&pp.perm, strlen(prefix_maps[i].to) +
					      strlen(name + n) + 1);

			strcpy(s, prefix_maps[i].to);
			strcat(s, name + n);
			return s;
		}
	}
	return name;
}

static bool same_dir(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/*
 * gcc's search path: quote, bracket, system, after; directories that do
 * not exist and duplicates are dropped (a system directory wins over a
 * non-system duplicate), which matters for #include_next.
 */
void ppfile_setup(void)
{
	struct stat *st = NULL;
	int c, i, j;

	for (c = 0; c < 4; c++) {
		dir_start[c] = ndirs;
		for (i = 0; i < chain_nargs[c]; i++) {
			const char *name = chain_args[c][i];
			size_t len = strlen(name);
			struct stat s;
			bool dup = false;

			while (len > 1 && name[len - 1] == '/')
				len--;
			if (stat(name, &s) || !S_ISDIR(s.st_mode))
				continue;
			for (j = 0; j < ndirs && !dup; j++)
				dup = same_dir(&st[j], &s) &&
				      (j >= dir_start[c] || dirs[j].system);
			if (dup)
				continue;
			if (c == INC_SYSTEM || c == INC_AFTER) {
				/* a system dir removes an earlier non-system copy */
				for (j = 0; j < ndirs; j++) {
					if (!dirs[j].system && same_dir(&st[j], &s)) {
						memmove(&dirs[j], &dirs[j + 1], (ndirs - j - 1) * sizeof(*dirs));
						memmove(&st[j], &st[j + 1], (ndirs - j - 1) * sizeof(*st));
						ndirs--;
						for (int k = 0; k <= c; k++)
							if (dir_start[k] > j)
								dir_start[k]--;
						j--;
					}
				}
			}
			if (ndirs == ndirs_cap) {
				ndirs_cap = vec_next_cap(ndirs_cap, ndirs + 1, 16);
				dirs = xrealloc(dirs, ndirs_cap * sizeof(*dirs));
				st = xrealloc(st, ndirs_cap * sizeof(*st));
			}
			dirs[ndirs].name = xstrndup(name, len);
			dirs[ndirs].len = len;
			dirs[ndirs].system = c >= INC_SYSTEM;
			st[ndirs] = s;
			ndirs++;
		}
	}
	free(st);
}


/* ---------------------------------------------------------------- */
/* Files */

/*
 * What strerror() cannot say: the private errno values ppfile_open() sets
 * (above every errno value of the C library).
 */
const char *ppfile_strerror(int err)
{
	switch (err) {
	case PPFILE_ENOTREG:
		return "not a regular file (a FIFO, a device or a socket)";
	case PPFILE_EBINARY:
		return "not a text file (it contains NUL bytes and control characters)";
	case PPFILE_ETOOBIG:
		return "larger than " PPFILE_MAX_SIZE_TEXT ": not read";
	default:
		return strerror(err);
	}
}

/*
 * A CR that no LF follows ends a line, as in gcc (old Mac files): it
 * becomes an LF in the checker's copy, which keeps every offset, so the
 * scanner and the line tables know one line end only.  CRLF stays: the
 * CR is whitespace before the LF.
 */
static void lone_cr_to_lf(char *buf, size_t len)
{
	char *p = buf, *end = buf + len;

	while ((p = memchr(p, '\r', end - p))) {
		if (p + 1 == end || p[1] != '\n')
			*p = '\n';
		p++;
	}
}

/*
 * Reads a whole file; sets errno and returns NULL on failure.  A pipe or
 * a device (stdin, a FIFO given as the input) has no size: it is read up
 * to PPFILE_MAX_SIZE, and refused as soon as its first kilobytes look
 * binary, so that /dev/zero or /dev/urandom ends at once.
 */
/* ppfile_read_fd(), into A if not NULL and the size is known; *IN_ARENA says where it went. */
static char *read_fd(int fd, size_t *lenp, struct arena *a, bool *in_arena)
{
	struct stat st;
	size_t cap, len = 0;
	bool sniffed = false;
	char *buf;
	ssize_t n;
	int err;

	if (fstat(fd, &st))
		return NULL;
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return NULL;
	}
	if (S_ISREG(st.st_mode) && st.st_size > PPFILE_MAX_SIZE) {
		errno = PPFILE_ETOOBIG;
		return NULL;
	}
	/* two bytes for the scanner's NULs, one to see the end of the file */
	cap = S_ISREG(st.st_mode) ? (size_t)st.st_size + 3 : 65536;
	*in_arena = a && S_ISREG(st.st_mode);
	buf = *in_arena ? arena_alloc(a, cap) : xmalloc(cap);
	for (;;) {
		if (*in_arena && len + 3 > cap) {
			/* it grew as it was read: to the heap, where it can grow */
			char *heap = xmalloc(cap);

			memcpy(heap, buf, len);
			buf = heap;
			*in_arena = false;
		}
		vec_grow(buf, len + 3, cap, 65536);
		n = read(fd, buf + len, cap - len - 2);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			err = errno;
			goto fail;
		}
		if (n == 0)
			break;
		len += n;
		err = PPFILE_ETOOBIG;
		if (len > PPFILE_MAX_SIZE)
			goto fail;
		err = PPFILE_EBINARY;
		if (!sniffed && len >= PPFILE_SNIFF) {
			sniffed = true;
			if (ppfile_looks_binary(buf, len))
				goto fail;
		}
	}
	err = PPFILE_EBINARY;
	if (!sniffed && ppfile_looks_binary(buf, len))
		goto fail;
	lone_cr_to_lf(buf, len);
	buf[len] = buf[len + 1] = '\0';
	*lenp = len;
	return buf;
fail:
	if (!*in_arena)
		free(buf);
	errno = err;
	return NULL;
}

char *ppfile_read_fd(int fd, size_t *lenp)
{
	bool in_arena;

	return read_fd(fd, lenp, NULL, &in_arena);
}

/*
 * A binary file is refused with one error; a text file with a stray NUL
 * is read like gcc reads it (the NUL is whitespace, with a warning).  The
 * first kilobytes decide: text has almost no control characters, and a
 * few NULs in a small file (a typo, an editor's accident) do not make it
 * binary.
 */
bool ppfile_looks_binary(const char *buf, size_t len)
{
	size_t i, n = len < PPFILE_SNIFF ? len : PPFILE_SNIFF, odd = 0;

	if (!memchr(buf, '\0', n))
		return false;
	for (i = 0; i < n; i++) {
		unsigned char c = buf[i];

		if (c < 32 && c != '\n' && c != '\t' && c != '\r' && c != '\f' && c != '\v')
			odd++;
	}
	return odd > PPFILE_BINARY_MIN && odd * 20 > n;
}

/*
 * Opens a file by path; returns the shared src_file (contents loaded once)
 * or NULL with errno set.  Only an input named on the command line may be
 * a FIFO or a device (a process substitution, /dev/stdin): an #include of
 * one would block, or read /dev/zero for ever, so it is refused; opening
 * without blocking lets a FIFO with no writer be refused too.
 */
struct src_file *ppfile_open(const char *path, bool main_input)
{
	struct src_file *f;
	struct stat st;
	int fd = open(path, main_input ? O_RDONLY : O_RDONLY | O_NONBLOCK);

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st)) {
		close(fd);
		return NULL;
	}
	if (S_ISDIR(st.st_mode) || (!main_input && !S_ISREG(st.st_mode))) {
		close(fd);
		errno = S_ISDIR(st.st_mode) ? EISDIR : PPFILE_ENOTREG;
		return NULL;
	}
	for (f = src_hash[st.st_ino % SRC_HASH]; f; f = f->next)
		if (f->dev == st.st_dev && f->ino == st.st_ino) {
			close(fd);
			return f;
		}
	f = xcalloc(1, sizeof(*f));
	f->dev = st.st_dev;
	f->ino = st.st_ino;
	f->buf = read_fd(fd, &f->len, &file_arena, &f->in_arena);
	close(fd);
	if (!f->buf) {
		int e = errno;

		free(f);
		errno = e;
		return NULL;
	}
	/* a stream's contents can be read only once: they are not shared */
	if (!S_ISREG(st.st_mode))
		return f;
	f->next = src_hash[st.st_ino % SRC_HASH];
	src_hash[st.st_ino % SRC_HASH] = f;
	return f;
}

/*
 * gcc goes on to the next directory when a name is not there (ENOENT,
 * ENOTDIR; a directory of that name too) and stops at any other error:
 * a header that exists but cannot be read is reported as it is, not as
 * missing.
 */
static bool search_goes_on(int err)
{
	return err == ENOENT || err == ENOTDIR || err == EISDIR;
}

/* A failed lookup's errno: the worst seen, ENOENT < EISDIR < the rest. */
static int worse_error(int seen, int err)
{
	if (!seen || seen == ENOENT || seen == ENOTDIR)
		return err == ENOTDIR ? ENOENT : err;
	return seen;
}

/* Lookup cache: (first directory, name) -> file found, or a miss. */
struct inc_cache {
	struct inc_cache *next;
	int start;
	struct src_file *src;	/* NULL: not found */
	const char *path;
	int dir;
	int err;		/* not found: why (errno) */
	char name[];
};


static unsigned int inc_key(const char *name, size_t len, int start)
{
	unsigned int h = start * 31;

	while (len--)
		h = h * 33 + (unsigned char)*name++;
	return h % INC_HASH;
}

static char *join_path(const char *dir, size_t dlen, const char *name, size_t len)
{
	char *p = arena_alloc(&pp.perm, dlen + len + 2);

	memcpy(p, dir, dlen);
	if (dlen && dir[dlen - 1] != '/')
		p[dlen++] = '/';
	memcpy(p + dlen, name, len);
	p[dlen + len] = '\0';
	return p;
}

/*
 * Searches dirs[start...]; returns the index of the dir, or -1 with errno
 * set (ENOENT, or the error that stopped the search).
 */
int ppfile_search(const char *name, size_t len, int start,
		       struct src_file **srcp, const char **pathp)
{
	unsigned int h = inc_key(name, len, start);
	struct inc_cache *c;
	int i;

	for (c = inc_hash[h]; c; c = c->next)
		if (c->start == start && !strncmp(c->name, name, len) && !c->name[len]) {
			*srcp = c->src;
			*pathp = c->path;
			errno = c->err;
			return c->src ? c->dir : -1;
		}
	c = arena_alloc(&pp.perm, sizeof(*c) + len + 1);
	memcpy(c->name, name, len);
	c->name[len] = '\0';
	c->start = start;
	c->src = NULL;
	c->path = NULL;
	c->dir = -1;
	c->err = ENOENT;
	for (i = start; i < ndirs; i++) {
		char *path = join_path(dirs[i].name, dirs[i].len, name, len);
		struct src_file *src = ppfile_open(path, false);

		if (src) {
			c->src = src;
			c->path = path;
			c->dir = i;
			break;
		}
		c->err = worse_error(c->err, errno);
		if (!search_goes_on(errno))
			break;
	}
	c->next = inc_hash[h];
	inc_hash[h] = c;
	*srcp = c->src;
	*pathp = c->path;
	errno = c->err;
	return c->dir;
}

/*
 * Finds an include file as gcc does.  Returns false if not found, with
 * errno set (see ppfile_search()); *dirp is the index of the dir it was
 * found in (or -2 for the current file's directory or an absolute name).
 */
bool ppfile_find(const char *name, size_t len, bool angled, int next_dir,
		 const char *curdir, size_t curdirlen,
		 struct src_file **srcp, const char **pathp, int *dirp)
{
	int start, err;

	if (len && name[0] == '/') {
		char *path = arena_strndup(&pp.perm, name, len);

		*srcp = ppfile_open(path, false);
		*pathp = path;
		*dirp = -2;
		if (!*srcp && errno == ENOTDIR)
			errno = ENOENT;
		return *srcp != NULL;
	}
	if (next_dir >= 0) {
		start = next_dir;
	} else if (angled) {
		start = dir_start[INC_BRACKET];
	} else {
		char *path;

		path = join_path(curdir, curdirlen, name, len);
		*srcp = ppfile_open(path, false);
		if (*srcp) {
			*pathp = path;
			*dirp = -2;
			return true;
		}
		if (!search_goes_on(errno)) {
			*dirp = -1;
			return false;
		}
		err = worse_error(0, errno);
		start = dir_start[INC_QUOTE];
		*dirp = ppfile_search(name, len, start, srcp, pathp);
		if (*dirp < 0)
			errno = worse_error(err, errno);
		return *dirp >= 0;
	}
	*dirp = ppfile_search(name, len, start, srcp, pathp);
	return *dirp >= 0;
}
