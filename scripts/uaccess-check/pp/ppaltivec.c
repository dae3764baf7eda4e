// SPDX-License-Identifier: GPL-2.0
/*
 * powerpc's context-sensitive AltiVec keywords, for the macro expander
 * (macro.c): the preprocessor's part of powerpc (arch/powerpc/), which
 * asks the target whether AltiVec and VSX are on (target_altivec(),
 * target_vsx()) and looks ahead with macro_peek_token().
 *
 * In GNU mode gcc predefines vector, pixel, bool and _Bool as themselves, and under
 * -maltivec expands them, to __vector, __pixel and __bool, only where
 * they begin a vector type (rs6000_macro_to_expand()): "vector unsigned
 * char", "vector bool int", "vector pixel".  Elsewhere they stay names,
 * so that the kernel's bool is still its typedef; altivec.h does not
 * #define them when __APPLE_ALTIVEC__ says the compiler does this.
 * __vector, __pixel and __bool always expand, but go through the same
 * function: "__vector _Bool" is "__vector __bool" too.
 */
#include <string.h>

#include "pp_int.h"
#include "target.h"

enum { AK_NONE, AK_VECTOR, AK_PIXEL, AK_BOOL };

static const char *const ak_spellings[][2] = {
	[AK_VECTOR] = { "vector", "__vector" },
	[AK_PIXEL] = { "pixel", "__pixel" },
	[AK_BOOL] = { "bool", "__bool" },
};

static struct ident *ak_ids[AK_BOOL + 1][2], *ak_bool;

/* gcc's altivec_categorize_keyword(): the keyword T spells, either spelling. */
static int altivec_category(const struct token *t)
{
	int k;

	if (t->kind != TOK_IDENT)
		return AK_NONE;
	if (!ak_bool) {
		for (k = AK_VECTOR; k <= AK_BOOL; k++) {
			ak_ids[k][0] = ident_get(ak_spellings[k][0]);
			ak_ids[k][1] = ident_get(ak_spellings[k][1]);
		}
		ak_bool = ident_get("_Bool");
	}
	for (k = AK_VECTOR; k <= AK_BOOL; k++)
		if (t->id == ak_ids[k][0] || t->id == ak_ids[k][1])
			return k;
	return t->id == ak_bool ? AK_BOOL : AK_NONE;
}

/* T spelled __vector, __pixel or __bool. */
static bool altivec_reserved(const struct token *t)
{
	int k = altivec_category(t);

	return k != AK_NONE && t->id == ak_ids[k][1];
}

bool macro_altivec_keyword(const struct ident *name, const struct macro *m)
{
	struct token t = { .kind = TOK_IDENT, .id = (struct ident *)name };

	if (m->funlike || altivec_category(&t) == AK_NONE)
		return false;
	/* vector, pixel, bool, _Bool: defined as themselves */
	return altivec_reserved(&t) ||
	       (m->nbody == 1 && m->body[0].kind == TOK_IDENT && m->body[0].id == name);
}

/* gcc's rid codes that make "vector" a keyword; double and __int128 need VSX (power8). */
static bool altivec_element(const struct ident *id)
{
	static const char *const words[] = {
		"unsigned", "long", "short", "signed", "__signed", "__signed__",
		"int", "char", "float",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(words); i++)
		if (!strcmp(id->name, words[i]))
			return true;
	return target_vsx() && (!strcmp(id->name, "double") || !strcmp(id->name, "__int128"));
}

/* A bool or pixel among the next N tokens (from I), to be expanded in turn. */
static int altivec_pending(unsigned int i, unsigned int n)
{
	struct token next;
	int k;

	for (; n; i++, n--) {
		if (!macro_peek_token(i, &next))
			return AK_NONE;
		k = altivec_category(&next);
		if (k == AK_PIXEL || k == AK_BOOL)
			return k;
	}
	return AK_NONE;
}

/*
 * The macro a conditional keyword T expands as (__vector, __pixel,
 * __bool), or NULL where it stays a name.  A bool or pixel after vector
 * (or after its element type: "vector unsigned bool") is expanded in turn.
 */
static int altivec_pending_kw;	/* a bool or pixel after "vector", to expand in turn */

struct ident *pp_altivec_expansion(const struct token *t)
{
	struct ident *to = altivec_reserved(t) ? t->id : NULL;
	struct token next;
	int k = altivec_category(t), k2;

	if (!target_altivec())
		return to;
	if (k != AK_VECTOR) {
		if (altivec_pending_kw) {
			altivec_pending_kw = AK_NONE;
			to = ak_ids[k][1];
		}
		return to;
	}
	if (!macro_peek_token(0, &next) || next.kind != TOK_IDENT)
		return to;
	k2 = altivec_category(&next);
	if (k2 == AK_PIXEL || k2 == AK_BOOL) {
		altivec_pending_kw = k2;
		return ak_ids[AK_VECTOR][1];
	}
	if (k2 == AK_VECTOR)
		return to;
	/*
	 * gcc expands a macro here first (a function-like one only before
	 * '('); the checker looks at the name as spelled.
	 */
	if (altivec_element(next.id)) {
		altivec_pending_kw = altivec_pending(1, 2);
		return ak_ids[AK_VECTOR][1];
	}
	if (target_vsx() && (!strcmp(next.id->name, "__int128_t") ||
			     !strcmp(next.id->name, "__uint128_t")))
		return ak_ids[AK_VECTOR][1];
	return to;
}

/* A unit that ends after "vector" must not leave the next one a keyword. */
void pp_altivec_end_unit(void)
{
	altivec_pending_kw = AK_NONE;
}
