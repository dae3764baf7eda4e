# The name tables are binary-searched (base/names.c): each list of
# attributes.def and builtins.def is in strcmp order, without repeats.
base=$DIR/../../../../scripts/uaccess-check/base
status=0
for t in attributes.def:ATTR attributes.def:CHECKER_ATTR builtins.def:BUILTIN; do
	f=$base/${t%%:*} m=${t#*:}
	sed -n "s/^$m(\([A-Za-z0-9_]*\).*/\1/p" "$f" >"$TMP/names"
	[ -s "$TMP/names" ] || { echo "${t%%:*}: no $m entries"; status=1; continue; }
	LC_ALL=C sort -u "$TMP/names" | diff "$TMP/names" - >"$TMP/diff" || {
		echo "${t%%:*}: the $m entries are not sorted and unique:"
		cat "$TMP/diff"
		status=1
	}
done
exit $status
