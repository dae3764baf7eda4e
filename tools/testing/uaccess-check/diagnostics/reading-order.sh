# Diagnostics come out in the order the unit is read, whatever pass found
# them: the -include file before the input, an included header where its
# #include is (each time it is read), a macro warning inside a function
# body after that body's statement warnings, the unit-end -Wdecl warnings
# at their declarations.  -fmax-warnings keeps the first ones in that order.
# A diagnostic in a header says which #include read it, each time: the
# two reads of h.h are told apart.
cd "$TMP" || exit 1
printf '%s\n' 'int h1 = 1 / 0;' >h.h
printf '%s\n' 'static int f1 = 1 / 0;' >forced.h
cat >m.c <<'UNIT'
int m1;
#include "h.h"
static int f(int a)
{
	if (a = 1)
		return 1;
	switch (a) { }
#define Y 1
#define Y 2
	return 0;
}
#include "h.h"
int m2;
UNIT
"$UC" -include forced.h m.c >out 2>&1
st=$?
[ "$st" = 0 ] || { echo "exit status $st"; cat out; exit 1; }
cat >expected <<'EXP'
forced.h:1:19: warning: division by zero [-Wdiv-by-zero]
m.c:1:5: warning: symbol 'm1' was not declared. Should it be static? [-Wdecl]
In file included from m.c:2:
h.h:1:5: warning: symbol 'h1' was not declared. Should it be static? [-Wdecl]
In file included from m.c:2:
h.h:1:12: warning: division by zero [-Wdiv-by-zero]
m.c:5:8: warning: assignment expression in conditional [-Wparentheses]
m.c:7:2: warning: switch with no cases [-Wempty-switch]
m.c:9:9: warning: "Y" redefined [-Wmacro-redefined]
m.c:8: note: this is the location of the previous definition
In file included from m.c:12:
h.h:1:5: error: redefinition of 'h1'
In file included from m.c:12:
h.h:1:12: warning: division by zero [-Wdiv-by-zero]
m.c:13:5: warning: symbol 'm2' was not declared. Should it be static? [-Wdecl]
EXP
diff -u expected out || exit 1
"$UC" -fmax-warnings=3 -include forced.h m.c >out 2>&1
head -n 4 expected >expected3
printf '%s\n' 'In file included from m.c:12:' "h.h:1:5: error: redefinition of 'h1'" \
	'uaccess-check: note: 6 more warnings not shown (-fmax-warnings=3)' >>expected3
diff -u expected3 out
