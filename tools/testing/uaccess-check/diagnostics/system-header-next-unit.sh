# A unit stopped by a syntax error in a system header says so once, in
# three lines (the include chain, the error, the note), and the next unit
# on the command line is checked as if it were alone: "a.c b.c a.c" prints
# what a.c, b.c and a.c print alone.
cd "$TMP" || exit 1
printf '%s\n' '#include <vectors.h>' 'int a_after the header;' >a.c
printf '%s\n' 'int b c;' 'int g;' >b.c
for u in a b; do
	"$UC" -isystem "$DIR/inc/sys" $u.c >$u.out 2>&1 || { echo "$u.c: exit status $?"; exit 1; }
done
[ "$(wc -l <a.out)" = 3 ] &&
	[ "$(sed -n 1p a.out)" = 'In file included from a.c:1:' ] &&
	sed -n 2p a.out | grep -q '/inc/sys/vectors\.h:10:20: error: syntax error' &&
	sed -n 3p a.out | grep -qx '.*/inc/sys/vectors\.h:10:20: note: checking of this unit stopped: syntax error in system header '\''vectors\.h'\''' || {
	echo "a.c alone:"; cat a.out; exit 1; }
grep -q '^b\.c:1:7: error: syntax error' b.out && grep -q "^b\.c:2:5: warning: symbol 'g'" b.out || {
	echo "b.c alone:"; cat b.out; exit 1; }
"$UC" -isystem "$DIR/inc/sys" a.c b.c a.c >all.out 2>&1 || { echo "a.c b.c a.c: exit status $?"; exit 1; }
cat a.out b.out a.out >expected
cmp -s expected all.out || { echo "a.c b.c a.c:"; diff expected all.out; exit 1; }
