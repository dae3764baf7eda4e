# Sourced by the --dump-types tests: runs the checker on $TMP/a.c and
# checks that it reports nothing (arguments: extra checker options) and that every line given on standard
# input is a line of its --dump-types output.
expect_dump()
{
	"$UC" -Wno-decl "$@" --dump-types "$TMP/a.c" >"$TMP/out" 2>"$TMP/err" || { echo "exit status $?"; cat "$TMP/err"; exit 1; }
	[ -s "$TMP/err" ] && { echo "unexpected diagnostics:"; cat "$TMP/err"; exit 1; }
	while IFS= read -r l; do
		grep -qxF "$l" "$TMP/out" || { echo "missing: $l"; cat "$TMP/out"; exit 1; }
	done
}
