# --dump-cfg: while, do-while and for, with break and continue: the back
# edge to the condition (for: to the step), break to the statement after
# the loop, continue to the condition (for: the step)
. "$DIR/inc/lib.sh"
cat >"$TMP/t.c" <<'C'
int c1(void); int c2(void); int c3(void);
void a1(void); void b1(void); void a2(void); void a3(void); void b3(void);
void e1(void); void e2(void); void e3(void); void step(void);
static void w(int x)
{
	while (c1()) {
		if (x)
			break;
		a1();
		if (x > 1)
			continue;
		b1();
	}
	e1();
}
static void dw(int x)
{
	do {
		a2();
		if (x)
			break;
		if (x > 1)
			continue;
	} while (c2());
	e2();
}
static void fr(int x)
{
	for (; c3(); step()) {
		if (x)
			continue;
		a3();
		if (x > 1)
			break;
		b3();
	}
	e3();
}
C
cfg "$TMP/t.c"
has 'w: [entry] -next-> [CALL c1]' \
	'w: [CALL c1] -true-> [IDENT x read]' \
	'w: [CALL c1] -false-> [CALL e1]' \
	'w: [IDENT x read] -true-> [CALL e1]' \
	'w: [IDENT x read] -false-> [CALL a1; IDENT x read]' \
	'w: [CALL a1; IDENT x read] -true-> [CALL c1]' \
	'w: [CALL a1; IDENT x read] -false-> [CALL b1]' \
	'w: [CALL b1] -back-> [CALL c1]'
has 'dw: [entry] -next-> [CALL a2; IDENT x read]' \
	'dw: [CALL a2; IDENT x read] -true-> [CALL e2]' \
	'dw: [CALL a2; IDENT x read] -false-> [IDENT x read]' \
	'dw: [IDENT x read] -true-> [CALL c2]' \
	'dw: [IDENT x read] -false-> [CALL c2]' \
	'dw: [CALL c2] -true+back-> [CALL a2; IDENT x read]' \
	'dw: [CALL c2] -false-> [CALL e2]'
has 'fr: [entry] -next-> [CALL c3]' \
	'fr: [CALL c3] -true-> [IDENT x read]' \
	'fr: [CALL c3] -false-> [CALL e3]' \
	'fr: [IDENT x read] -true-> [CALL step]' \
	'fr: [IDENT x read] -false-> [CALL a3; IDENT x read]' \
	'fr: [CALL a3; IDENT x read] -true-> [CALL e3]' \
	'fr: [CALL a3; IDENT x read] -false-> [CALL b3]' \
	'fr: [CALL b3] -next-> [CALL step]' \
	'fr: [CALL step] -back-> [CALL c3]'
done_cfg
