// SPDX-License-Identifier: GPL-2.0
/*
 * Pragmas, from #pragma lines and _Pragma: the ones the preprocessor
 * implements (once, push_macro/pop_macro, GCC system_header, poison,
 * warning, error, dependency) are applied here; the others are handed to
 * the consumer (-E prints them in place, as gcc -E does).
 */
#include <string.h>

#include "arch.h"
#include "pack.h"
#include "pp_int.h"
#include "target.h"

/* push_macro / pop_macro keep a stack of definitions per name. */
struct saved_macro {
	struct saved_macro *next;
	struct ident *id;
	struct macro *macro;
};
static struct saved_macro *saved_macros;

static struct ident *pragma_string_ident(const char *s, size_t len)
{
	/* ("NAME") */
	const char *q1 = memchr(s, '"', len), *q2;

	if (!q1)
		return NULL;
	q2 = memchr(q1 + 1, '"', len - (q1 + 1 - s));
	if (!q2)
		return NULL;
	return ident_intern(q1 + 1, q2 - q1 - 1);
}

static bool isalnum_(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

static bool word_is(const char **s, size_t *len, const char *w)
{
	size_t n = strlen(w);

	while (*len && (**s == ' ' || **s == '\t')) {
		(*s)++;
		(*len)--;
	}
	if (*len < n || memcmp(*s, w, n))
		return false;
	if (*len > n && (isalnum_((*s)[n])))
		return false;
	*s += n;
	*len -= n;
	return true;
}

/*
 * A pragma from a #pragma line or _Pragma: the ones the preprocessor
 * implements are applied, the others are handed to the consumer (-E
 * prints them as gcc does).  Returns true if the pragma is consumed.
 */
static void check_known(const char *text, size_t len, const struct token *at);

/* A number in a pragma's arguments; -1 if the text is no number. */
static int pragma_number(const char *s, size_t n)
{
	int v = 0;
	size_t i;

	if (!n)
		return -1;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9' || v > 1000)
			return -1;
		v = v * 10 + s[i] - '0';
	}
	return v;
}

/*
 * #pragma pack(n), pack(), pack(push[, id][, n]), pack(pop[, id]): the
 * state is the parser's (a struct takes the value in force at its end),
 * and the pragma still goes to the consumer, -E prints it.
 */
static void pragma_pack(const char *s, size_t n)
{
	const char *args[3];
	size_t lens[3], k = 0;
	char id[128];
	int num;

	while (n && (*s == ' ' || *s == '\t'))
		s++, n--;
	if (!n || *s != '(')
		return;
	s++, n--;
	while (n && *s != ')' && k < 3) {
		while (n && (*s == ' ' || *s == '\t' || *s == ','))
			s++, n--;
		args[k] = s;
		while (n && *s != ',' && *s != ')' && *s != ' ' && *s != '\t')
			s++, n--;
		lens[k] = s - args[k];
		if (lens[k])
			k++;
		while (n && (*s == ' ' || *s == '\t'))
			s++, n--;
	}
	if (!k) {
		pack_set(0);
		return;
	}
	num = pragma_number(args[k - 1], lens[k - 1]);
	if (lens[0] == 4 && !memcmp(args[0], "push", 4)) {
		const char *name = NULL;

		if (k >= 2 && pragma_number(args[1], lens[1]) < 0 && lens[1] < sizeof(id)) {
			memcpy(id, args[1], lens[1]);
			id[lens[1]] = 0;
			name = id;
		}
		pack_push(name, k >= 2 && num >= 0 ? num : -1);
	} else if (lens[0] == 3 && !memcmp(args[0], "pop", 3)) {
		const char *name = NULL;

		if (k >= 2 && lens[1] < sizeof(id)) {
			memcpy(id, args[1], lens[1]);
			id[lens[1]] = 0;
			name = id;
		}
		pack_pop(name);
	} else if (k == 1 && num >= 0) {
		pack_set(num);
	}
}

void pp_do_pragma_text(const char *text, size_t len, const struct token *at)
{
	const char *s = text;
	size_t n = len;

	if (word_is(&s, &n, "once")) {
		pp_mark_once(at);
		return;
	}
	if (word_is(&s, &n, "pack"))
		pragma_pack(s, n);
	s = text;
	n = len;
	if (word_is(&s, &n, "push_macro") || (s = text, n = len, word_is(&s, &n, "pop_macro"))) {
		bool push = !memcmp(text + strspn(text, " \t"), "push", 4);
		struct ident *id = pragma_string_ident(s, n);

		if (id && push) {
			struct saved_macro *sm = arena_alloc(&pp.perm, sizeof(*sm));

			sm->id = id;
			sm->macro = id->macro;
			sm->next = saved_macros;
			saved_macros = sm;
		} else if (id) {
			struct saved_macro **p;

			for (p = &saved_macros; *p; p = &(*p)->next)
				if ((*p)->id == id) {
					id->macro = (*p)->macro;
					*p = (*p)->next;
					break;
				}
		}
		if (pp_hooks.pragma)
			pp_hooks.pragma(text, len, at);
		return;
	}
	s = text;
	n = len;
	if (word_is(&s, &n, "GCC")) {
		const char *g = s;
		size_t gn = n;

		if (word_is(&s, &n, "system_header")) {
			pp_mark_system_header();
			return;
		}
		s = g, n = gn;
		if (word_is(&s, &n, "poison")) {
			while (n) {
				size_t k;

				while (n && !isalnum_(*s)) {
					s++;
					n--;
				}
				for (k = 0; k < n && isalnum_(s[k]); k++)
					;
				if (k) {
					struct ident *id = ident_intern(s, k);

					id->poisoned = 1;
				}
				s += k;
				n -= k;
			}
			return;
		}
		s = g, n = gn;
		if (word_is(&s, &n, "warning") || (s = g, n = gn, word_is(&s, &n, "error"))) {
			bool err = !memcmp(g + strspn(g, " \t"), "error", 5);

			while (n && (*s == ' ' || *s == '\t'))
				s++, n--;
			if (err)
				diag_error(token_pos(at), "%.*s", (int)n, s);
			else
				diag_warning(CHECK_CPP_WARNING, token_pos(at), "%.*s", (int)n, s);
			return;
		}
		s = g, n = gn;
		if (word_is(&s, &n, "dependency"))
			return;
		/* arm64's intrinsic headers ask for their builtins, which are there */
		s = g, n = gn;
		if (target_family() && target_family()->neon_pragma &&
		    word_is(&s, &n, target_family()->neon_pragma)) {
			if (word_is(&s, &n, "\"arm_neon.h\"") && pp_hooks.neon_types)
				pp_hooks.neon_types();
			if (pp_hooks.pragma)
				pp_hooks.pragma(text, len, at);
			return;
		}
	}
	if (pp_hooks.pragma)
		pp_hooks.pragma(text, len, at);
	else
		check_known(text, len, at);
}

/* The pragmas gcc's C front end handles; others get -Wunknown-pragmas. */
static const char *const known_pragmas[] = {
	"GCC diagnostic", "GCC push_options", "GCC pop_options", "GCC reset_options",
	"GCC optimize", "GCC target", "GCC visibility", "GCC ivdep", "GCC unroll",
	"GCC novector", "GCC pch_preprocess", "pack", "weak", "redefine_extname",
	"scalar_storage_order", "message", "omp", "acc", "STDC", "push_macro",
	"pop_macro",
};

/* The next word of a pragma (up to the first space or punctuation). */
static size_t next_word(const char **s, size_t *n)
{
	size_t k = 0;

	while (*n && (**s == ' ' || **s == '\t')) {
		(*s)++;
		(*n)--;
	}
	while (k < *n && isalnum_((*s)[k]))
		k++;
	if (!k && *n)
		k = 1;
	return k;
}

static void check_known(const char *text, size_t len, const struct token *at)
{
	const char *s = text, *w1, *w2;
	size_t n = len, k1, k2, i;

	if (!check_enabled(CHECK_UNKNOWN_PRAGMA))
		return;
	k1 = next_word(&s, &n);
	w1 = s;
	s += k1;
	n -= k1;
	k2 = next_word(&s, &n);
	w2 = s;
	if (k2 && !isalnum_(*w2))
		k2 = 0;
	for (i = 0; i < ARRAY_SIZE(known_pragmas); i++) {
		const char *p = known_pragmas[i], *sp = strchr(p, ' ');
		size_t l1 = sp ? (size_t)(sp - p) : strlen(p);

		if (l1 != k1 || memcmp(p, w1, k1))
			continue;
		if (!sp || (strlen(sp + 1) == k2 && !memcmp(sp + 1, w2, k2)))
			return;
	}
	/* gcc's message names the first two words */
	diag_warning(CHECK_UNKNOWN_PRAGMA, token_pos(at), "ignoring '#pragma %.*s %.*s'",
		     (int)k1, w1, (int)k2, w2);
}

void pppragma_reset(void)
{
	saved_macros = NULL;
	pack_reset();
}
