# __attribute__((cleanup(fn))) on block-scope objects (guard(),
# scoped_guard(), __free()): after evaluation each declaration lists its
# objects with a cleanup, in declaration order, with the function
# resolved (--dump-ast: "cleanup VAR FN <where FN is declared>"), the
# declaration of a for statement's first clause too (scoped_guard());
# a static object has none (gcc ignores the attribute there).
cat >"$TMP/a.c" <<'SRC'
struct mutex { int v; };
void unlock(struct mutex **m);
void put(int *p);
void f(struct mutex *m, int n)
{
	struct mutex *g __attribute__((cleanup(unlock))) = m, *h __attribute__((__cleanup__(unlock))) = m;
	int plain = 0;
	for (int q __attribute__((cleanup(put))) = n, r = 0; r < n; r++) {
		int w __attribute__((cleanup(put))) = 1;
		static int s __attribute__((cleanup(put)));
	}
}
SRC
. ./inc/expect-ast.sh
expect_ast <<'EXPECT'
DECL <6:2> cleanup g unlock <2:6> cleanup h unlock <2:6>
DECL <7:2>
DECL <8:7> cleanup q put <3:6>
DECL <9:3> cleanup w put <3:6>
DECL <10:3>
EXPECT
