# Options a user passes expecting an effect the checker does not have say
# "ignored" once, as a note (exit status 0): sparse's -W names it does not
# implement (not their -Wno- forms, which ask for what happens anyway),
# sparse's -v, -fmax-warnings with no value, -multiarch-dir.
printf 'int x;\n' >"$TMP/a.c"
"$UC" -Wno-decl -Wunion-cast -Wunion-cast -Werror=paren-string -Wno-old-initializer -v \
	-fmax-warnings -multiarch-dir x86_64-linux-gnu "$TMP/a.c" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "exit status $st, expected 0"; cat "$TMP/out"; exit 1; }
cat >"$TMP/want" <<'END'
uaccess-check: note: '-Wunion-cast' ignored: sparse's -Wunion-cast is not implemented
uaccess-check: note: '-Werror=paren-string' ignored: sparse's -Wparen-string is not implemented
uaccess-check: note: '-v' ignored: sparse's extra checks of -v are not implemented
uaccess-check: note: '-fmax-warnings' ignored: it takes a value, -fmax-warnings=N or -fmax-warnings=unlimited
uaccess-check: note: '-multiarch-dir x86_64-linux-gnu' ignored: there is no default include path for it to extend (use -isystem)
END
diff -u "$TMP/want" "$TMP/out" || exit 1

# -gcc-base-dir DIR (cgcc passes it): DIR/include and DIR/include-fixed are
# system directories, as in sparse; DIR is no input file
mkdir -p "$TMP/gcc/include" "$TMP/gcc/include-fixed"
printf 'typedef unsigned long size_t;\n' >"$TMP/gcc/include/stddef.h"
printf 'typedef int fixed_t;\n' >"$TMP/gcc/include-fixed/fixed.h"
printf '#include <stddef.h>\n#include <fixed.h>\nstatic size_t n;\nstatic fixed_t f;\nint g(void) { return n + f; }\n' >"$TMP/b.c"
"$UC" -Wno-decl -gcc-base-dir "$TMP/gcc" "$TMP/b.c" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "-gcc-base-dir: exit status $st"; cat "$TMP/out"; exit 1; }
[ ! -s "$TMP/out" ] || { echo "-gcc-base-dir: output:"; cat "$TMP/out"; exit 1; }

# -dumpversion prints the version, as gcc's
v=$("$UC" -dumpversion) || { echo "-dumpversion failed"; exit 1; }
"$UC" --version | grep -q "$v\$" || { echo "-dumpversion: '$v'"; exit 1; }
exit 0
