# The Kbuild makefile's explicit object list matches the sources present:
# every *.c (less the generated ones), lexer.lex.o, parser.tab.o once
# parser.y exists.  The standalone Makefile derives its list by itself.
src=$DIR/../../../../scripts/uaccess-check
[ -f "$src/Makefile" ] || { echo "no $src/Makefile"; exit 1; }
kbuild=$(awk '
	/^uaccess-check-objs[ \t]*[:+]?=/ { on = 1; sub(/^[^=]*=/, "") }
	on {
		cont = sub(/\\[ \t]*$/, "")
		n = split($0, w, /[ \t]+/)
		for (i = 1; i <= n; i++) if (w[i] != "") print w[i]
		if (!cont) on = 0
	}' "$src/Makefile" | sort)
present=$(cd "$src" && {
	for f in *.c; do
		case $f in *.lex.c|*.tab.c|"*.c") ;; *) echo "${f%.c}.o" ;; esac
	done
	for f in *.l; do [ -f "$f" ] && echo "${f%.l}.lex.o"; done
	for f in *.y; do [ -f "$f" ] && echo "${f%.y}.tab.o"; done
} | sort)
if [ "$kbuild" != "$present" ]; then
	echo "scripts/uaccess-check/Makefile: uaccess-check-objs is out of sync (-Makefile +files):"
	printf '%s\n' "$kbuild" >"$TMP/k"
	printf '%s\n' "$present" >"$TMP/p"
	diff "$TMP/k" "$TMP/p" | grep '^[<>]' | sed 's/^</-/; s/^>/+/'
	exit 1
fi
