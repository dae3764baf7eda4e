# -fdiagnostics-show-caret: under each diagnostic its source line, the
# caret at the column printed and the range of the expression the warning
# is about (address spaces, restricted types, locks, user copies), as
# gcc: the parentheses of an operand included, tabs expanded, one column
# for a multibyte character, a range going on to the next line
# underlined to the end of the first; the macro-expansion notes with the
# line of the macro they are in; the include chain before a diagnostic in
# a header.  The comparison leaves out the wording (filter.awk).
cd "$DIR/inputs" || exit 1
"$UC" -I../../user/inc -Wno-decl -fdiagnostics-show-caret ranges.c >"$TMP/out" 2>&1
st=$?
[ "$st" = 0 ] || { echo "exit status $st"; cat "$TMP/out"; exit 1; }
awk -f "$DIR/filter.awk" "$TMP/out" >"$TMP/got"
cat >"$TMP/expected" <<'EXP'
In file included from outer.h:2,
                 from ranges.c:3:
inner.h:1:49: warning: [-Wnoderef]
    1 | static inline int inner(int __user *p) { return *p; }
      |                                                 ^~
ranges.c:14:5: warning: [-Wcontext-annotation]
   14 | int ranges(int __user *p, int *q, struct s __user *sp, le32 v, struct lock *l,
      |     ^~~~~~
ranges.c:17:10: warning: [-Wnoderef]
   17 |         int y = *p + 1;
      |                 ^~
ranges.c:20:4: warning: [-Waddress-space]
   20 |         q = p;
      |           ^~~
ranges.c:21:8: warning: [-Wnoderef]
   21 |         y = sp->m + (q == p + 1);
      |             ~~^~~
ranges.c:21:17: warning: [-Waddress-space]
   21 |         y = sp->m + (q == p + 1);
      |                     ~~~^~~~~~~~~
ranges.c:22:7: warning: [-Wbitwise]
   22 |         y = (v) + (q[0] + 1);
      |             ~^~
ranges.c:23:6: warning: [-Wbitwise]
   23 |         y = (int)v      +       WRAP(p);
      |             ^~~~~~
ranges.c:23:16: warning: [-Wnoderef]
   23 |         y = (int)v      +       WRAP(p);
      |                                 ^~~~
ranges.c:7:17: note: in expansion of macro 'DEREF'
    7 | #define WRAP(p) DEREF(p)
      |                 ^~~~~
ranges.c:23:16: note: in expansion of macro 'WRAP'
ranges.c:24:9: warning: [-Wbitwise]
   24 |         take(y + 1);
      |              ~~^~~
ranges.c:25:6: warning: [-Wnoderef]
   25 |         y = *(p +
      |             ^~~~~
ranges.c:28:6: warning: [-Wcontext-double-lock]
   28 |         lock(l);
      |         ~~~~^~~
ranges.c:30:16: warning: [-Wuser-copy-result]
   30 |         copy_from_user(buf, ubuf, sizeof(buf));
      |         ~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~~~~~~
ranges.c:31:13: warning: [-Wnoderef]
   31 |         return y + *(int __user *)"é" + inner(p);
      |                    ^~~~~~~~~~~~~~~~~~
EXP
diff -u "$TMP/expected" "$TMP/got" || exit 1

# A note at the diagnostic's place gets no second copy of its line (the
# expected/got notes of a conversion, the outermost macro's expansion
# note); a note elsewhere gets its own.
awk '
/^[^ ]+:[0-9]+:[0-9]+: (warning|error): / {
	split($0, f, ": "); at = f[1]; n = ""; next
}
/^[^ ]+:[0-9]+:[0-9]+: note: / { split($0, f, ": "); n = f[1]; next }
/^ *[0-9]+ \| / {
	if (n == at) { print "a source line under a note at " n; bad = 1 }
	else if (n != "") other = 1
}
END {
	if (!other) { print "no note elsewhere got its source line"; bad = 1 }
	exit bad
}' "$TMP/out" || exit 1

# Notes have ranges too: the operands of a comparison, the call that
# took a lock.
for want in '^ranges.c:21:15: note: ' '^   21 |         y = sp->m + (q == p + 1);$' \
	'^      |                      ^$' '^ranges.c:21:22: note: ' \
	'^   21 |         y = sp->m + (q == p + 1);$' '^      |                           ~~^~~$' \
	'^ranges.c:28:6: note: ' '^   28 |         lock(l);$' '^      |         ~~~~^~~$'; do
	grep -q "$want" "$TMP/out" || { echo "notes: no line $want"; cat "$TMP/out"; exit 1; }
done

# -fdiagnostic-prefix (the kernel test robot): the first line of each
# diagnostic keeps its form; the chain before it, the source after it.
"$UC" -I../../user/inc -Wno-decl -fdiagnostics-show-caret -fdiagnostic-prefix ranges.c \
	>"$TMP/prefix" 2>&1
sed -n 1,5p "$TMP/prefix" >"$TMP/got"
cat >"$TMP/expected" <<'EXP'
In file included from outer.h:2,
                 from ranges.c:3:
inner.h:1:49: uaccess-check: warning: dereference of noderef expression 'p' (address space __user) [-Wnoderef]
    1 | static inline int inner(int __user *p) { return *p; }
      |                                                 ^~
EXP
diff -u "$TMP/expected" "$TMP/got" || exit 1

# The last of -f[no-]diagnostics-show-caret wins: none here.
"$UC" -I../../user/inc -Wno-decl -fdiagnostics-show-caret -fno-diagnostics-show-caret \
	ranges.c >"$TMP/off" 2>&1
if grep -q ' | ' "$TMP/off"; then
	echo "-fno-diagnostics-show-caret: source lines shown"
	exit 1
fi

# A line wider than the terminal (COLUMNS) is cut around the caret, which
# keeps 10 columns after it; line numbers past 99999 widen the margin.
cd "$TMP" || exit 1
{
	printf '#define __user __attribute__((noderef, address_space(__user)))\n'
	i=2
	while [ $i -lt 100000 ]; do
		printf '\n'
		i=$((i + 1))
	done
	printf 'int f(int __user *p) { int a = 0, b = 1, c = 2, d = 3, e = 4; return a + b + c + d + e + *p; } /* and the rest of the line, cut */\n'
} >long.c
COLUMNS=60 "$UC" -Wno-decl -fdiagnostics-show-caret long.c >got 2>&1
cat >expected <<'EXP'
long.c:100000:90: warning: dereference of noderef expression 'p' (address space __user) [-Wnoderef]
100000 | d = 3, e = 4; return a + b + c + d + e + *p; } /* a
       |                                          ^~
long.c:100000:90: note: read user memory with get_user() or copy_from_user()
EXP
diff -u expected got
