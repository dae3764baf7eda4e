# An input without read permission: exit 2 (needs a user that is not root).
printf 'int x;\n' >"$TMP/locked.c"
chmod 000 "$TMP/locked.c"
if cat "$TMP/locked.c" >/dev/null 2>&1; then
	echo "running as root: every file is readable"
	exit 77
fi
"$UC" "$TMP/locked.c" >"$TMP/out" 2>&1
st=$?
[ $st = 2 ] || { echo "exit status $st, expected 2"; cat "$TMP/out"; exit 1; }
grep -q 'Permission denied' "$TMP/out" || { echo "message:"; cat "$TMP/out"; exit 1; }
