// SPDX-License-Identifier: GPL-2.0
/*
 * Inline assembly (-Wasm-operands): the operands of an extended asm
 * statement.  Sparse's checks first, with its messages: the syntax of a
 * constraint (an output's begins with '=' or '+', an input's does not, no
 * '=' or '+' further on, not empty) and an output that is not an lvalue.
 * Then what gcc rejects and sparse does not see, each certain from the
 * statement alone: a constraint letter x86 does not have or a punctuation
 * character no constraint has, a flag output (=@ccCOND) with an unknown
 * condition, a matching constraint ("0", "[name]") that names no output,
 * an operand number in the template (%3, %k3, %l3) beyond the operands,
 * and a name (%[x], "[x]") that no operand has.  The clobbers and labels
 * are strings and identifiers by the grammar (anything else is a syntax
 * error), an asm goto label that the function does not define is the
 * front end's error, and a duplicated asm qualifier is the parser's
 * warning (parse.c): they need nothing here.
 *
 * And -Wnoderef for the operands, which are no reads or writes of C: a
 * noderef object given to the asm as a value.
 */
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "sema.h"
#include "target.h"
#include "token.h"
#include "type.h"
#include "util.h"

/* One operand: its name ([x], or NULL), its constraint decoded, its node. */
struct asm_op {
	const struct ident *name;
	const char *con;
	struct node *n;
};

/* The asm statement being checked: its operands, outputs first, and labels. */
struct asm_ctx {
	struct asm_op *ops;
	unsigned int nout, nops, nplus;
	struct node *labels;
	bool is_goto;
};

/*
 * The characters of a string literal, its pieces ("a" "b") joined; with
 * OFFS, the offset in SB where each piece begins, one per piece.
 */
static void string_decode(struct node *s, struct strbuf *sb, size_t *offs, unsigned int noffs)
{
	unsigned int i = 0;
	struct node *m;

	for (m = s; m && m->kind == N_STRING; m = m->kid[2]) {
		const char *p = memchr(m->str, '"', m->len), *end = m->str + m->len - 1;
		uint64_t v;

		if (offs && i < noffs)
			offs[i++] = sb->len;
		if (!p)
			continue;
		for (p++; p < end; ) {
			if (lit_decode(&p, end, false, &v) == LIT_INVALID)
				continue;
			sb_addc(sb, v ? (char)v : ' ');
		}
	}
	sb_cstr(sb);
}

static unsigned int list_length(const struct node *n)
{
	unsigned int k = 0;

	for (; n; n = n->next)
		k++;
	return k;
}

static unsigned int string_pieces(const struct node *s)
{
	unsigned int k = 0;

	for (; s && s->kind == N_STRING; s = s->kid[2])
		k++;
	return k;
}

/* The operand named NAME (LEN bytes), or -1. */
static int op_by_name(const struct asm_ctx *a, const char *name, size_t len)
{
	unsigned int i;

	for (i = 0; i < a->nops; i++)
		if (a->ops[i].name && a->ops[i].name->len == len &&
		    !memcmp(a->ops[i].name->name, name, len))
			return i;
	return -1;
}

static bool is_label_name(const struct asm_ctx *a, const char *name, size_t len)
{
	const struct node *l;

	for (l = a->labels; l; l = l->next)
		if (l->kind == N_IDENT && l->name->len == len && !memcmp(l->name->name, name, len))
			return true;
	return false;
}

static bool is_x86(void)
{
	return target.arch == ARCH_X86_64 || target.arch == ARCH_I386;
}

/*
 * The conditions of x86's flag outputs, "=@ccCOND" (gcc's
 * ix86_md_asm_adjust).
 */
static bool x86_flag_cond(const char *c)
{
	static const char *const conds[] = {
		"a", "ae", "b", "be", "c", "e", "g", "ge", "l", "le", "na", "nae",
		"nb", "nbe", "nc", "ne", "ng", "nge", "nl", "nle", "no", "np", "ns",
		"nz", "o", "p", "pe", "po", "s", "z",
	};
	unsigned int i;

	for (i = 0; i < sizeof(conds) / sizeof(conds[0]); i++)
		if (!strcmp(c, conds[i]))
			return true;
	return false;
}

/*
 * A letter of a constraint, on x86: gcc's generic ones (r m o V < > i n s
 * E F g X p, I-P and G H machine-dependent) and those of its i386
 * constraints.md.  Y, B, T, W and j begin two-letter constraints (Yz, Bm,
 * Ts, We, jr): their second letter is not checked.  The letters left,
 * h w z H P, are no constraint of x86: gcc fails with "impossible
 * constraint in 'asm'" when it emits the statement.
 */
static bool x86_letter(char c)
{
	return !strchr("hwzHP", c);
}

static bool x86_prefix(char c)
{
	return strchr("YBTWj", c);
}

/* The punctuation a constraint may hold besides letters and digits. */
static bool constraint_punct(char c)
{
	return strchr("=+&%,?!*#^$<>[]{}@ \t", c);
}

/*
 * The letters, digits and names of constraint OP (its leading '=' or '+'
 * skipped), for what sparse does not check.
 */
static void constraint_letters(const struct asm_ctx *a, const struct asm_op *op, bool out)
{
	const char *c = op->con;
	struct srcpos pos = op->n->kid[1]->pos;

	if (*c == '=' || *c == '+')
		c++;
	if (out && is_x86() && !strncmp(c, "@cc", 3)) {
		if (!x86_flag_cond(c + 3))
			diag_warning(CHECK_ASM_OPERANDS, pos, "unknown 'asm' flag output '%s'", op->con);
		return;
	}
	for (; *c; c++) {
		if (*c >= '0' && *c <= '9') {
			unsigned long k = strtoul(c, (char **)&c, 10);

			c--;
			if (out)
				diag_warning(CHECK_ASM_OPERANDS, pos,
					     "matching constraint not valid in output operand");
			else if (k >= a->nout)
				diag_warning(CHECK_ASM_OPERANDS, pos,
					     "matching constraint references invalid operand number");
			continue;
		}
		if (*c == '[') {
			const char *end = strchr(c, ']');
			int k;

			if (!end)
				return;
			k = op_by_name(a, c + 1, end - c - 1);
			if (k < 0)
				diag_warning(CHECK_ASM_OPERANDS, pos, "undefined named operand '%.*s'",
					     (int)(end - c - 1), c + 1);
			else if (out)
				diag_warning(CHECK_ASM_OPERANDS, pos,
					     "matching constraint not valid in output operand");
			else if ((unsigned int)k >= a->nout)
				diag_warning(CHECK_ASM_OPERANDS, pos,
					     "matching constraint references invalid operand number");
			c = end;
			continue;
		}
		if (*c == '{') {		/* gcc 15's hard register constraint {rax} */
			const char *end = strchr(c, '}');

			if (!end)
				return;
			c = end;
			continue;
		}
		if (*c == '=' || *c == '+')
			continue;		/* sparse's message: constraint_syntax() */
		if (*c == '&' && !out) {
			diag_warning(CHECK_ASM_OPERANDS, pos, "input operand constraint contains '&'");
			return;
		}
		if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z')) {
			if (!is_x86())
				return;
			if (x86_prefix(*c)) {
				if (c[1])
					c++;
				continue;
			}
			if (x86_letter(*c))
				continue;
		} else if (constraint_punct(*c)) {
			continue;
		}
		diag_warning(CHECK_ASM_OPERANDS, pos, "invalid ASM constraint '%c'", *c);
		return;
	}
}

/* Sparse's checks of a constraint, with its messages, in its order. */
static void constraint_syntax(const struct asm_op *op, bool out)
{
	struct srcpos pos = op->n->kid[1]->pos;
	const char *c = op->con;

	if (!*c)
		diag_warning(CHECK_ASM_OPERANDS, pos, "invalid ASM constraint (\"\")");
	else
		for (c += *c == '=' || *c == '+'; *c; c++)
			if (*c == '=' || *c == '+')
				diag_warning(CHECK_ASM_OPERANDS, pos, "invalid ASM constraint '%c'", *c);
	c = op->con;
	if (out && *c != '=' && *c != '+')
		diag_warning(CHECK_ASM_OPERANDS, pos,
			     "output constraint is not an assignment constraint (\"%s\")", c);
	else if (!out && (*c == '=' || *c == '+'))
		diag_warning(CHECK_ASM_OPERANDS, pos, "input constraint with assignment (\"%s\")", c);
}

static void check_operand(const struct asm_ctx *a, const struct asm_op *op, bool out)
{
	struct node *e = op->n->kid[2];

	constraint_syntax(op, out);
	constraint_letters(a, op, out);
	if (out && e && !sema_is_error(e->type) && !eval_is_lvalue(e))
		diag_warning(CHECK_ASM_OPERANDS, e->pos, "asm output is not an lvalue");
}

/*
 * gcc numbers the operands outputs first, then inputs, then a hidden
 * input for each "+" output, then the labels of asm goto (the reason the
 * kernel names its labels: %l[out]).  The hidden inputs count, so that
 * no number gcc accepts is reported.
 */
static unsigned int operand_limit(const struct asm_ctx *a)
{
	return a->nops + a->nplus + (a->is_goto ? list_length(a->labels) : 0);
}

/* %N, %xN, %[name], %x[name] in the template TMPL. */
static void check_template(const struct asm_ctx *a, struct node *tmpl)
{
	struct strbuf sb = { 0 };
	size_t offs[64];
	unsigned int npieces = string_pieces(tmpl), limit = operand_limit(a);
	const char *s, *p;
	char letter;

	string_decode(tmpl, &sb, offs, 64);
	s = sb_cstr(&sb);
	for (p = s; (p = strchr(p, '%')); ) {
		const char *start = p++;
		struct node *piece = tmpl;
		size_t at = start - s;
		unsigned int i;

		if (*p == '%') {
			p++;
			continue;
		}
		for (i = 1; i < npieces && i < 64 && offs[i] <= at; i++)
			piece = piece->kid[2];
		letter = 0;
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) {
			letter = *p++;
			if ((*p < '0' || *p > '9') && *p != '[') {
				diag_warning(CHECK_ASM_OPERANDS, piece->pos,
					     "operand number missing after %%-letter ('%.*s')",
					     (int)(p - start), start);
				continue;
			}
		}
		if (*p >= '0' && *p <= '9') {
			unsigned long k = strtoul(p, (char **)&p, 10);

			if (k >= limit)
				diag_warning(CHECK_ASM_OPERANDS, piece->pos,
					     "operand number out of range ('%.*s', %u operand%s)",
					     (int)(p - start), start, limit, limit == 1 ? "" : "s");
			else if (letter == 'l' && k < a->nops + a->nplus)
				diag_warning(CHECK_ASM_OPERANDS, piece->pos,
					     "'%%l' operand isn't a label ('%.*s')",
					     (int)(p - start), start);
		} else if (*p == '[') {
			const char *end = strchr(p, ']');

			if (!end)
				break;
			if (op_by_name(a, p + 1, end - p - 1) < 0 &&
			    !(a->is_goto && is_label_name(a, p + 1, end - p - 1)))
				diag_warning(CHECK_ASM_OPERANDS, piece->pos,
					     "undefined named operand '%.*s'", (int)(end - p - 1), p + 1);
			p = end + 1;
		}
	}
	sb_free(&sb);
}

static void asm_operands(struct node *s)
{
	struct asm_ctx a = { 0 };
	struct strbuf *sbs;
	struct node *n;
	unsigned int i, k;

	if (!s->kid[3] && !s->kid[1] && !s->kid[2])
		return;			/* basic asm: no operands, % is itself */
	a.nout = list_length(s->kid[1]);
	a.nops = a.nout + list_length(s->kid[2]);
	a.labels = s->kid[3] ? s->kid[3]->kid[1] : NULL;
	a.is_goto = s->op & 2;
	a.ops = xcalloc(a.nops + 1, sizeof(*a.ops));
	sbs = xcalloc(a.nops + 1, sizeof(*sbs));
	for (i = 0, k = 1; k <= 2; k++)
		for (n = s->kid[k]; n; n = n->next, i++) {
			if (n->kind != N_ASM_OPERAND)
				continue;
			a.ops[i].n = n;
			a.ops[i].name = n->kid[0] ? n->kid[0]->name : NULL;
			string_decode(n->kid[1], &sbs[i], NULL, 0);
			a.ops[i].con = sb_cstr(&sbs[i]);
			if (k == 1 && a.ops[i].con[0] == '+')
				a.nplus++;
		}
	for (i = 0; i < a.nops; i++)
		if (a.ops[i].n)
			check_operand(&a, &a.ops[i], i < a.nout);
	if (s->kid[0] && s->kid[0]->kind == N_STRING)
		check_template(&a, s->kid[0]);
	for (i = 0; i < a.nops; i++)
		sb_free(&sbs[i]);
	free(sbs);
	free(a.ops);
}

/*
 * Whether constraint C takes its operand's address rather than its value,
 * as sparse decides (parse_asm_constraint): m, o, V or Q, unless an r
 * allows a register too; a symbolic "[name]" ends the scan.
 */
static bool constraint_is_memory(const char *c)
{
	bool mem = false, reg = false;

	for (; *c; c++) {
		if (*c == '[')
			return mem;
		if (strchr("moVQ", *c))
			mem = true;
		else if (*c == 'r')
			reg = true;
	}
	return mem && !reg;
}

/*
 * A noderef object as the value of an operand ("r" (*uptr), "=r" (pcpu)):
 * the asm reads or writes it as an expression would.  A memory operand
 * names the object's address instead, and a noderef object inside an
 * operand (*uptr + 1) is the read events' to report.
 */
static void asm_noderef(struct node *s)
{
	struct strbuf sb = { 0 };
	struct node *op, *o;
	int k;

	for (k = 1; k <= 2; k++)
		for (op = s->kid[k]; op; op = op->next) {
			if (op->kind != N_ASM_OPERAND || !op->kid[2])
				continue;
			o = eval_accessed_object(op->kid[2]);
			if (!o || !(o->type->annot & TA_NODEREF))
				continue;
			sb.len = 0;
			string_decode(op->kid[1], &sb, NULL, 0);
			if (!constraint_is_memory(sb_cstr(&sb)))
				diag_warning(CHECK_NODEREF, o->pos, "dereference of noderef expression");
		}
	sb_free(&sb);
}

void asm_register(void)
{
	if (check_enabled(CHECK_ASM_OPERANDS))
		hook_add(asm_stmt, asm_operands);
	if (check_enabled(CHECK_NODEREF))
		hook_add(asm_stmt, asm_noderef);
}
