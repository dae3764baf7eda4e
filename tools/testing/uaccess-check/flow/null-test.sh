# --dump-cfg: "x == 0", "x == NULL" and "NULL != x" branch on x itself (NULL is "(void *)0",
# converted to x's type), so that a flow check learns x's value on each edge
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
#define NULL ((void *)0)
struct s;
void a(void); void b(void); void c(void); void d(void);
static void f(struct s *p, int x)
{
	if (p == NULL)
		a();
	if (NULL != p)
		b();
	if (x == 0)
		c();
	if (x == 1)
		d();
}
C
cfg "$TMP/t.c"
has 'f: [entry] -next-> [IDENT p read]' \
	'f: [IDENT p read] term branch on IDENT p read' \
	'f: [IDENT p read] -false-> [CALL a]' \
	'f: [IDENT x read] term branch on IDENT x read' \
	'f: [IDENT x read] -false-> [CALL c]' \
	'f: [IDENT x read] term branch on BINARY =='
done_cfg
