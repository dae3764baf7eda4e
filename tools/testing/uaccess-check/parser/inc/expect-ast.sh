# Sourced by the --dump-ast tests: runs the checker on $TMP/a.c (arguments:
# extra checker options), which must report nothing, and checks that every
# line given on standard input is a line of its --dump-ast output, read
# without indentation and with positions in a.c written <LINE:COL>.
expect_ast()
{
	"$UC" -Wno-decl -Wno-context "$@" --dump-ast "$TMP/a.c" >"$TMP/out" 2>"$TMP/err" || { echo "exit status $?"; cat "$TMP/err"; exit 1; }
	[ -s "$TMP/err" ] && { echo "unexpected diagnostics:"; cat "$TMP/err"; exit 1; }
	sed "s|^ *||; s|<$TMP/a\.c:|<|g" "$TMP/out" >"$TMP/ast"
	while IFS= read -r l; do
		grep -qxF "$l" "$TMP/ast" || { echo "missing: $l"; cat "$TMP/ast"; exit 1; }
	done
}
