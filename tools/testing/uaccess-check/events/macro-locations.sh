# Every place keeps where it was spelled and the macro it came out of,
# in one 32-bit location: a body token is placed in the #define line, a
# token from an argument where the argument was written (through two
# macros, and twice for an argument used twice), a #line directive renames
# what follows, and a diagnostic names the user's line with the macro chain.
cat >"$TMP/ml.c" <<'C'
#define __user __attribute__((noderef, address_space(__user)))
#define DEREF(p) (*(p))
#define GET(q) DEREF(q) + bias
#define TWICE(x) x + \
	x
int bias;
int f(int __user *ptr, int *k)
{
	return GET(ptr) + TWICE(*k);
}
#line 100 "renamed.c"
int g(int __user *ptr)
{
	return GET(
		ptr);
}
C
"$UC" -Wno-decl --dump-events "$TMP/ml.c" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; exit 1; }
sed 's|[^ <]*/ml\.c:|ml.c:|' "$TMP/out" >"$TMP/got"
sed 's|[^ <]*/ml\.c:|ml.c:|' "$TMP/err" >>"$TMP/got"
cat >"$TMP/want" <<'W'
declare bias 'int' <ml.c:6:5>
declare f 'int (int __user *, int *)' <ml.c:7:5>
definition f <ml.c:7:5>
function f <ml.c:7:5>
read ptr 'int __user *' <ml.c:9:13>
unary * 'int __user' <ml.c:2:19>
read UNARY * 'int __user' <ml.c:2:19>
read bias 'int' <ml.c:3:27>
binary + 'int' <ml.c:3:25>
read k 'int *' <ml.c:9:27>
unary * 'int' <ml.c:9:26>
read UNARY * 'int' <ml.c:9:26>
binary + 'int' <ml.c:9:18>
read k 'int *' <ml.c:9:27>
unary * 'int' <ml.c:9:26>
read UNARY * 'int' <ml.c:9:26>
binary + 'int' <ml.c:4:20>
convert return 'int' -> 'int' <ml.c:4:20>
body f <ml.c:8:1>
end f
declare g 'int (int __user *)' <renamed.c:100:5>
definition g <renamed.c:100:5>
function g <renamed.c:100:5>
read ptr 'int __user *' <renamed.c:103:3>
unary * 'int __user' <ml.c:2:19>
read UNARY * 'int __user' <ml.c:2:19>
read bias 'int' <ml.c:3:27>
binary + 'int' <ml.c:3:25>
convert return 'int' -> 'int' <ml.c:3:25>
body g <renamed.c:101:1>
end g
unit end
ml.c:9:9: warning: dereference of noderef expression 'ptr' (address space __user) [-Wnoderef]
ml.c:9:9: note: read user memory with get_user() or copy_from_user()
ml.c:3:16: note: in expansion of macro 'DEREF'
ml.c:9:9: note: in expansion of macro 'GET'
renamed.c:102:9: warning: dereference of noderef expression 'ptr' (address space __user) [-Wnoderef]
renamed.c:102:9: note: read user memory with get_user() or copy_from_user()
ml.c:3:16: note: in expansion of macro 'DEREF'
renamed.c:102:9: note: in expansion of macro 'GET'
W
diff -u "$TMP/want" "$TMP/got" || exit 1
