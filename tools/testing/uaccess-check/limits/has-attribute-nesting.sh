# 100000 "__has_attribute(" in one operand (the pp fuzz target built them
# from a macro): the operand was macro-expanded, each opened another
# reading of an operand, and the stack overflowed.  Now the operand is read
# unexpanded, as gcc does: one error, no crash.
awk 'BEGIN { printf "#define H __has_attribute(\n#if __has_attribute(x"
	for (i = 0; i < 100000; i++) printf " H"
	printf ")\n#endif\nstatic int y = 1 / 0;\n" }' >"$TMP/h.c"
"$UC" "$TMP/h.c" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "exit status $st"; tail -n 3 "$TMP/out" | cut -c 1-200; exit 1; }
grep -q 'division by zero' "$TMP/out" || { echo "the unit was not checked:"; head -n 3 "$TMP/out"; exit 1; }
exit 0
