# --dump-cfg: a statement expression's statements are flow like any other
# (its own branches included), its value a "value" element at its end
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
void a(void); void b(void); int k(void);
static int f(void)
{
	int r = ({ int t = k(); if (t) a(); t + 1; });
	b();
	return r;
}
C
cfg "$TMP/t.c"
has 'f: [entry] -next-> [CALL k; decl DECLARATOR t; IDENT t read]' \
	'f: [CALL k; decl DECLARATOR t; IDENT t read] -true-> [CALL a]' \
	'f: [CALL k; decl DECLARATOR t; IDENT t read] -false-> [IDENT t read; value STMT_EXPR = BINARY +; decl DECLARATOR r; CALL b; IDENT r read]' \
	'f: [CALL a] -next-> [IDENT t read; value STMT_EXPR = BINARY +; decl DECLARATOR r; CALL b; IDENT r read]'
done_cfg
