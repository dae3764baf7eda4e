# The kernel test robot's reproduce files run
#   make W=1 C=1 CF='-fdiagnostic-prefix -D__CHECK_ENDIAN__ -fmax-errors=unlimited -fmax-warnings=unlimited'
# That command line, as it is, checks a unit with a warning: exit 0 (a
# non-zero status stops Kbuild), every diagnostic line prefixed with the
# checker's name as sparse prefixes "sparse: ", and nothing dropped.
cd "$TMP" || exit 1
printf '%s\n' '#define DEREF(p) (*(p))' \
	'#ifndef __CHECK_ENDIAN__' '#error no -D' '#endif' \
	'static int f(int __attribute__((noderef, address_space(1))) *p) { return DEREF(p); }' \
	'int g;' >robot.c
"$UC" -fdiagnostic-prefix -D__CHECK_ENDIAN__ -fmax-errors=unlimited -fmax-warnings=unlimited \
	robot.c >out 2>&1
st=$?
[ $st = 0 ] || { echo "exit status $st, expected 0"; cat out; exit 1; }
cat >expected <<'END'
robot.c:5:74: uaccess-check: warning: dereference of noderef expression 'p' (address space __user) [-Wnoderef]
robot.c:5:74: uaccess-check: note: read user memory with get_user() or copy_from_user()
robot.c:5:74: uaccess-check: note: in expansion of macro 'DEREF'
robot.c:6:5: uaccess-check: warning: symbol 'g' was not declared. Should it be static? [-Wdecl]
END
diff expected out || { echo "robot's command line: output differs"; exit 1; }

# -fdiagnostic-prefix=NAME; a line that starts with the checker's name gets no prefix
"$UC" -fdiagnostic-prefix=ci -fmax-warnings=1 robot.c >out 2>&1
st=$?
[ $st = 0 ] || { echo "-fdiagnostic-prefix=ci: exit status $st, expected 0"; exit 1; }
cat >expected <<'END'
robot.c:3:2: ci: error: #error no -D
robot.c:5:74: ci: warning: dereference of noderef expression 'p' (address space __user) [-Wnoderef]
robot.c:5:74: ci: note: read user memory with get_user() or copy_from_user()
robot.c:5:74: ci: note: in expansion of macro 'DEREF'
uaccess-check: note: 1 more warnings not shown (-fmax-warnings=1)
END
diff expected out || { echo "-fdiagnostic-prefix=ci: output differs"; exit 1; }

# without it, gcc's format; a later -fmax-warnings=unlimited lifts an earlier limit
"$UC" -fmax-warnings=1 -fmax-warnings=unlimited -D__CHECK_ENDIAN__ robot.c >out 2>&1 ||
	{ echo "exit status $?"; exit 1; }
grep -c ': warning: ' out | grep -qx 2 || { echo "not every warning shown:"; cat out; exit 1; }
if grep -q 'uaccess-check: warning\|uaccess-check: note' out; then
	echo "a prefix without -fdiagnostic-prefix:"; cat out; exit 1
fi
exit 0
