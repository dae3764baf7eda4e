# 25000 macros, each expanding to the next (object-like, then
# function-like): each open expansion keeps a context, and past 20000 the
# checker stopped with a fatal error and no location.  Now the name past
# the limit stays unexpanded, with one error where the chain was used; the
# rest of the unit is checked (exit status 0), and the chain of macro
# notes is cut after 32 with a count.
status=0
for kind in object function; do
	awk -v kind=$kind 'BEGIN {
		n = 25000
		for (i = 0; i < n; i++)
			if (kind == "object") printf "#define A%d A%d\n", i, i + 1
			else printf "#define A%d(x) A%d(x)\n", i, i + 1
		if (kind == "object") printf "#define A%d 1\nstatic int x = A0;\n", n
		else printf "#define A%d(x) x\nstatic int x = A0(1);\n", n
		printf "static int y = 1 / 0;\n"
	}' >"$TMP/$kind.c"
	"$UC" -Wno-unused "$TMP/$kind.c" >"$TMP/out" 2>&1
	st=$?
	if [ $st != 0 ] ||
	   [ "$(grep -c 'error: macro expansion nested too deeply (more than 20000 levels)$' "$TMP/out")" != 1 ] ||
	   ! grep -q "^$TMP/$kind.c:25002:16: error: macro expansion nested too deeply" "$TMP/out" ||
	   ! grep -q "^$TMP/$kind.c:25003:18: warning: division by zero" "$TMP/out" ||
	   ! grep -q 'note: (19967 more macro expansions)$' "$TMP/out" ||
	   [ "$(wc -l <"$TMP/out")" -gt 80 ]; then
		echo "$kind: exit status $st, $(wc -l <"$TMP/out") lines:"
		grep -v 'in expansion of macro' "$TMP/out" | head -n 8 | cut -c 1-200
		status=1
	fi
done
exit $status
