# On a pipe or a file (logs, scripts, these tests) the default output is
# the plain lines, as before carets and colours: no source line, no
# escape sequence, whatever the environment says of colours.
cd "$DIR/inputs" || exit 1
GCC_COLORS='warning=01;33' "$UC" -I../../user/inc -Wno-decl ranges.c 2>&1 | cat >"$TMP/pipe"
"$UC" -I../../user/inc -Wno-decl ranges.c >"$TMP/file" 2>&1
# the same diagnostics as with the caret shown, less the source lines
"$UC" -I../../user/inc -Wno-decl -fdiagnostics-show-caret ranges.c 2>&1 |
	grep -v '^ *[0-9]* | ' >"$TMP/caret"
for f in pipe file; do
	if grep -q ' | ' "$TMP/$f" || grep -q "$(printf '\033')" "$TMP/$f"; then
		echo "$f: caret or colour by default:"
		cat "$TMP/$f"
		exit 1
	fi
	diff -u "$TMP/caret" "$TMP/$f" || exit 1
done
