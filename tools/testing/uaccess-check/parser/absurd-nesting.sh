# Absurd nesting in code, beyond anything a kernel unit has: 100000
# parentheses in an expression, 100000 nested blocks, 100000 nested
# initializer braces, 100000 parenthesized declarators, 100000 nested
# statement expressions, each on line 2 of its unit; and the blocks and
# statement expressions in the body of an inline function, whose parse
# waits until a later function uses it (line 3).  Each must give a
# clear error on that line (a depth limit, not a stack overflow; gcc 12
# itself crashes on the parentheses and statement expressions), no
# crash, no hang, an exit status of at most 1 and not a flood of
# messages.  Whether the definition after it (line 3, with an undeclared
# identifier) is still checked is left open.
n=100000
status=0
gen()
{
	awk -v n=$n -v kind="$1" 'BEGIN {
		printf "int before;\n"
		if (kind == "paren") {
			s = ""; for (i = 0; i < n; i++) s = s "("; printf "int x = %s1", s
			s = ""; for (i = 0; i < n; i++) s = s ")"; printf "%s;\n", s
		} else if (kind == "block") {
			printf "void f(void) "
			for (i = 0; i < n; i++) printf "{"
			for (i = 0; i < n; i++) printf "}"
			printf "\n"
		} else if (kind == "init") {
			s = ""; for (i = 0; i < n; i++) s = s "{"; printf "int x = %s1", s
			s = ""; for (i = 0; i < n; i++) s = s "}"; printf "%s;\n", s
		} else if (kind == "declarator") {
			s = ""; for (i = 0; i < n; i++) s = s "("; printf "int %sx", s
			s = ""; for (i = 0; i < n; i++) s = s ")"; printf "%s;\n", s
		} else if (kind == "stmtexpr") {
			printf "void f(void) { (void)"
			for (i = 0; i < n; i++) printf "({"
			printf "1;"
			for (i = 0; i < n; i++) printf "});"
			printf " }\n"
		} else if (kind == "inline-block" || kind == "inline-stmtexpr") {
			printf "static inline void f(void) { (void)"
			o = kind == "inline-block" ? "{" : "({"
			c = kind == "inline-block" ? "}" : "});"
			if (kind == "inline-block")
				printf "0; "
			for (i = 0; i < n; i++) printf "%s", o
			printf "1;"
			for (i = 0; i < n; i++) printf "%s", c
			printf " }\n"
			printf "void g(void) { f(); }\n"
		}
		printf "int after(void) { return before + undeclared_after; }\n"
	}' >"$TMP/$1.c"
}
for kind in paren block init declarator stmtexpr inline-block inline-stmtexpr; do
	gen $kind
	"$UC" "$TMP/$kind.c" >"$TMP/out" 2>&1
	st=$?
	if [ $st -gt 1 ]; then
		echo "$kind: exit status $st"
		tail -n 5 "$TMP/out" | cut -c 1-200
		status=1
		continue
	fi
	if ! grep -q "^$TMP/$kind.c:2:[0-9]*: error: " "$TMP/out"; then
		echo "$kind: no error on line 2 (the nesting)"
		head -n 5 "$TMP/out" | cut -c 1-200
		status=1
	fi
	lines=$(wc -l <"$TMP/out")
	if [ "$lines" -gt 50 ]; then
		echo "$kind: $lines lines of diagnostics for one nesting error"
		status=1
	fi
done
exit $status
