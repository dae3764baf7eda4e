# SPDX-License-Identifier: GPL-2.0
# Every option of uaccess-check-tree --help is in its man page's OPTIONS
# and in the rst's "Checking a whole tree", and every option the man page
# describes is in --help.
. "$DIR/fixture/lib.sh"
man=$top/scripts/uaccess-check/uaccess-check-tree.1
rst=$top/Documentation/dev-tools/uaccess-check.rst
$TREE --help >"$TMP/help" || fail "--help: exit status $?"
opts()
{
	grep -oE '(^|[^a-zA-Z0-9-])--?[a-zA-Z][a-zA-Z0-9-]*' | sed 's/^[^-]*//' | sort -u
}
sed -n '/^options:/,/^Units are/p; /^optional arguments:/,/^Units are/p' "$TMP/help" | grep '^  -' | opts >"$TMP/help.opts"
[ "$(wc -l <"$TMP/help.opts")" -gt 20 ] || { cat "$TMP/help.opts"; fail "few options in --help"; }
sed 's/\\-/-/g; s/\\f[BIRP]//g' "$man" | sed -n '/^\.SH OPTIONS/,/^\.SH /p' >"$TMP/man"
awk '/^\.TP/ { tp = 1; next } tp { print; tp = 0 }' "$TMP/man" | sed 's/^\.[A-Z]* //' | opts >"$TMP/man.opts"
sed -n '/^Checking a whole tree$/,/^Inside the checker$/p' "$rst" | tr '\n' ' ' | grep -o '``[^`]*``' | opts >"$TMP/rst.opts"
st=0
while read -r o; do
	grep -qxF -e "$o" "$TMP/man.opts" || { echo "--help lists $o: not in the man page's OPTIONS"; st=1; }
	[ "$o" = -h ] || [ "$o" = --help ] || [ "$o" = --version ] ||
		grep -qxF -e "$o" "$TMP/rst.opts" || { echo "--help lists $o: not in the rst"; st=1; }
done <"$TMP/help.opts"
while read -r o; do
	grep -qxF -e "$o" "$TMP/help.opts" || { echo "the man page documents $o: not in --help"; st=1; }
done <"$TMP/man.opts"
exit $st
