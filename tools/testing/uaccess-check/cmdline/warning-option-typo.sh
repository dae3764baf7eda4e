# A -W name near a check's is a typo: a warning on the command line says
# which check was meant, in the form given (-W, -Wno-, -Werror=,
# -Wno-error=), and the exit status stays 0.  gcc's and clang's own -W
# options (Kbuild's flags, LLVM=1's), their -Wno- and -Werror= forms, and
# names near nothing (a newer compiler's) pass silently.
printf 'int x;\n' >"$TMP/a.c"
"$UC" -Wno-decl -Wadress-space -Wno-noderf -Werror=bitwize -Wno-error=contex -Wptr-subtraction-blow \
	"$TMP/a.c" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "exit status $st, expected 0"; cat "$TMP/out"; exit 1; }
cat >"$TMP/want" <<'END'
uaccess-check: warning: unknown warning option '-Wadress-space'; did you mean '-Waddress-space'?
uaccess-check: warning: unknown warning option '-Wno-noderf'; did you mean '-Wno-noderef'?
uaccess-check: warning: unknown warning option '-Werror=bitwize'; did you mean '-Werror=bitwise'?
uaccess-check: warning: unknown warning option '-Wno-error=contex'; did you mean '-Wno-error=context'?
uaccess-check: warning: unknown warning option '-Wptr-subtraction-blow'; did you mean '-Wptr-subtraction-blows'?
END
diff -u "$TMP/want" "$TMP/out" || exit 1

# once per option, whatever the number of times it is given
"$UC" -Wno-decl -Wsparse-al -Wsparse-al "$TMP/a.c" >"$TMP/out" 2>&1
[ "$(grep -c "did you mean '-Wsparse-all'" "$TMP/out")" = 1 ] || {
	echo "-Wsparse-al twice:"; cat "$TMP/out"; exit 1; }

# gcc's names (some near a check's: -Waddress, -Wcast-qual, -Wshadow=local), clang's,
# the -Werror/-Wa,/-Wl, forms, and a name near no check: nothing
"$UC" -Wno-decl -Waddress -Wcast-qual -Wshadow=local -Wno-pointer-sign -Werror=implicit-int \
	-Wframe-larger-than=2048 -Wimplicit-fallthrough=5 -Wno-gnu -Wno-initializer-overrides \
	-Wno-unused-but-set-variable -Wno-error=return-type -Werror -Wno-error -W -Wall -Wextra \
	-Wa,-mrelax-relocations=no -Wl,-z,now -Wsome-future-warning -Wno-some-future-warning \
	"$TMP/a.c" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "compiler names: exit status $st"; cat "$TMP/out"; exit 1; }
[ ! -s "$TMP/out" ] || { echo "compiler names: output:"; cat "$TMP/out"; exit 1; }

# -w is no warnings at all
"$UC" -w -Wadress-space "$TMP/a.c" >"$TMP/out" 2>&1
[ ! -s "$TMP/out" ] || { echo "-w: output:"; cat "$TMP/out"; exit 1; }

# gcc-warnings.def is searched with bsearch(): it must stay sorted as strcmp() sorts
def=$DIR/../../../../scripts/uaccess-check/base/gcc-warnings.def
sed -n 's/^W("\(.*\)")$/\1/p' "$def" | LC_ALL=C sort -c -u || { echo "gcc-warnings.def is not sorted"; exit 1; }
exit 0
