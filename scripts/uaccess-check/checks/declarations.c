// SPDX-License-Identifier: GPL-2.0
/*
 * Declarations as sparse judges them.  The one kernel developers meet
 * most is -Wdecl: a symbol defined with external linkage that no header
 * declared is either a missing "static" (a name leaking into the whole
 * kernel's namespace) or a missing prototype (a caller in another file
 * that the compiler cannot check).  The others are old C that the kernel
 * no longer accepts (K&R definitions, "f()" definitions, variable length
 * arrays, one-bit signed bit-fields) and, off by default, shadowing and
 * bit-fields of unspecified sign.  Messages and -W names are sparse's.
 */
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "type.h"

static void decl_missing(struct decl_sym *sym, const struct decl_info *info)
{
	if (!info->file_scope || !info->first || !info->definition)
		return;
	if (info->is_static || info->is_inline || info->is_register ||
	    info->externally_visible)
		return;
	if (sym->kind != DS_OBJECT && sym->kind != DS_FUNCTION)
		return;
	/* the program's entry point is defined without a declaration */
	if (!strcmp(sym->name->name, "main"))
		return;
	diag_warning(CHECK_DECL, info->name->pos, "symbol '%s' was not declared. Should it be static?",
		     sym->name->name);
}

static void external_definition(struct decl_sym *sym, const struct decl_info *info)
{
	if (sym->kind == DS_FUNCTION && info->definition && info->is_extern && !info->is_inline)
		diag_warning(CHECK_EXTERNAL_FUNCTION_HAS_DEFINITION, info->name->pos,
			     "function '%s' with external linkage has definition", sym->name->name);
}

static void shadow(struct decl_sym *sym, const struct decl_info *info)
{
	const struct decl_sym *e = info->earlier;

	if (info->file_scope || !e || e->kind == DS_TYPEDEF || e->kind == DS_TAG)
		return;
	if (diag_warning(CHECK_SHADOW, info->name->pos, "symbol '%s' shadows an earlier one",
			 sym->name->name) && e->declared)
		diag_note(e->pos, "originally declared here");
}

static void declaration(struct decl_sym *sym, struct node *decl, const struct decl_info *info)
{
	if (check_enabled(CHECK_DECL))
		decl_missing(sym, info);
	if (check_enabled(CHECK_EXTERNAL_FUNCTION_HAS_DEFINITION))
		external_definition(sym, info);
	if (check_enabled(CHECK_SHADOW))
		shadow(sym, info);
	if (check_enabled(CHECK_VLA) && type_is_vla(sym->type))
		diag_warning(CHECK_VLA, info->name->pos, "Variable length array is used.");
}

/* The function declarator that gives FD's name its type: "f(...)" in "int *f(...)". */
static struct node *definition_declarator(struct node *fd)
{
	struct node *p, *fn = NULL;

	for (p = fd->function_def.declarator->init_decl.declarator; p && p->kind != N_DECLARATOR;
	     p = declarator_inner(p))
		if (p->kind == N_FUNCTION && p->function.inner &&
		    p->function.inner->kind == N_DECLARATOR)
			fn = p;
	return fn;
}

/* "int f(a, b) int a; { }" and "int f() { }": the definition gives no prototype. */
static void function_begin(struct decl_sym *fn, struct node *def)
{
	struct node *d = definition_declarator(def);

	if (!d)
		return;
	if (d->op == AST_FUNCTION_KR && d->function.params)
		diag_warning(CHECK_OLD_STYLE_DEFINITION,
			     (def->function_def.knr_decls ? def->function_def.knr_decls : d)->pos,
			     "non-ANSI definition of function '%s'", fn->name->name);
	else if (!d->function.params)
		diag_warning(CHECK_STRICT_PROTOTYPES, d->pos,
			     "non-ANSI function declaration of function '%s'", fn->name->name);
}

/* Whether the declaration specifiers SPECS say signed or unsigned. */
static bool explicit_sign(struct node *specs)
{
	for (; specs; specs = specs->next)
		if (specs->kind == N_SPEC && (specs->op == SPEC_SIGNED || specs->op == SPEC_UNSIGNED))
			return true;
	return false;
}

/*
 * A one-bit signed bit-field holds 0 and -1, never 1: "if (s.flag == 1)"
 * is always false.  A plain int bit-field's sign is the compiler's choice
 * (-Wdefault-bitfield-sign, off).
 */
static void member(struct type_member *m, struct node *md, struct node *d)
{
	struct srcpos pos = d ? d->pos : md->pos;

	/* an unnamed bit-field is padding: its value is never read */
	if (m->width < 0 || !m->name || !type_is_integer(m->type))
		return;
	if (m->width == 1 && type_is_signed(m->type))
		diag_warning(CHECK_ONE_BIT_SIGNED_BITFIELD, pos, "dubious one-bit signed bitfield");
	else if (m->width > 1 && !explicit_sign(md->member_decl.specifiers) &&
		 m->type->kind != TYPE_ENUM &&
		 m->type->kind != TYPE_BOOL && !type_is_bitwise(m->type))
		diag_warning(CHECK_DEFAULT_BITFIELD_SIGN, pos,
			     "dubious bitfield without explicit `signed' or `unsigned'");
}

void declarations_register(void)
{
	if (check_enabled(CHECK_DECL) || check_enabled(CHECK_EXTERNAL_FUNCTION_HAS_DEFINITION) ||
	    check_enabled(CHECK_SHADOW) || check_enabled(CHECK_VLA))
		hook_add(declaration, declaration);
	if (check_enabled(CHECK_OLD_STYLE_DEFINITION) || check_enabled(CHECK_STRICT_PROTOTYPES))
		hook_add(function_begin, function_begin);
	if (check_enabled(CHECK_ONE_BIT_SIGNED_BITFIELD) || check_enabled(CHECK_DEFAULT_BITFIELD_SIGN))
		hook_add(member, member);
}
