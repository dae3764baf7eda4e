# --dump-types: what the pass cannot fold falls back silently (an array of
# unknown length, a record whose layout is "?", <error>), never a
# diagnostic; block scopes shadow and restore names and tags.
cat >"$TMP/a.c" <<'SRC'
extern int f(void);
typedef long T;
char unknown_len[(int)(2.5 * 2)];
struct odd { int w : (int)(1.5 * 2); char c; };
struct outer { struct odd o; int after; };
char sz[sizeof(struct odd)];
static int g(int x) { typedef char T; struct odd { char only; } l; T y = x; return y + l.only; }
T after_body;
char odd_again[sizeof(struct odd) == 8 ? 1 : 0];
__auto_type inferred = 1;
SRC
. ./inc/expect-dump.sh
expect_dump <<'EXPECT'
unknown_len: char[]
struct odd: size ? align ?
struct outer: size ? align ?
sz: char[]
after_body: long
odd_again: char[]
inferred: int
EXPECT
exit 0
