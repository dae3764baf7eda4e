# -dM -E prints the macros defined at the end of the unit as #define lines.
printf '%s\n' '#define IN_FILE(x) ((x) + 1)' '#define GONE 1' '#undef GONE' 'int x;' >"$TMP/a.c"
"$UC" -dM -E -DFROM_CMDLINE=bar "$TMP/a.c" >"$TMP/out" 2>"$TMP/err" || {
	echo "exit status $?"; cat "$TMP/err"; exit 1; }
for l in '#define FROM_CMDLINE bar' '#define IN_FILE(x) ((x) + 1)' '#define __CHECKER__ 1' \
	'#define __UACCESS_CHECK__ 1' \
	'#define __STDC__ 1' '#define __x86_64__ 1'; do
	grep -qxF "$l" "$TMP/out" || { echo "missing: $l"; exit 1; }
done
grep -q 'GONE' "$TMP/out" && { echo "#undef'd macro listed"; exit 1; }
grep -q 'int x' "$TMP/out" && { echo "code printed with -dM"; exit 1; }
exit 0
