# The options --help lists and those the documentation describes are the
# same, both ways: every option of --help has an entry in the man page's
# OPTIONS and in the rst's "Command-line options"; every option of the
# checker's own sections of either ("Warning options", "Output and other
# options") is in --help.  The gcc options of the other sections are
# gcc's to document.
top=$DIR/../../../..
man=$top/scripts/uaccess-check/uaccess-check.1
rst=$top/Documentation/dev-tools/uaccess-check.rst

# Option names in a text: a word that starts with - or --, cut after = or
# , and before a placeholder (-W<check> is -W, -fmax-warnings=N is
# -fmax-warnings=, -fdiagnostic-prefix[=NAME] is -fdiagnostic-prefix and
# -fdiagnostic-prefix=).
names()
{
	sed 's|\(-[a-zA-Z0-9_-]*\)\[=|\1 \1=|g; s|[/,(]| |g' | tr ' \t' '\n\n' |
		sed -n 's/^\(--\{0,1\}[a-zA-Z][a-zA-Z0-9_-]*[=,]\{0,1\}\).*/\1/p' | sort -u
}

"$UC" --help >"$TMP/help" 2>&1 || { echo "--help: exit status $?"; exit 1; }
sed '/^Checks:/,$d; /^Usage:/d' "$TMP/help" | names >"$TMP/help.names"
[ -s "$TMP/help.names" ] || { echo "no option found in --help"; exit 1; }

# roff: \- is -, fonts and quotes go; .TP entries are the line after .TP
sed 's/\\-/-/g; s/\\f[BIRP]//g; s/"//g' "$man" |
	sed -n '/^\.SH OPTIONS/,/^\.SH /p' >"$TMP/man.options"
sed 's/^\.[A-Z][A-Z]* //' "$TMP/man.options" | names >"$TMP/man.names"
# rst: the ``literals`` of the "Command-line options" section
sed -n '/^Command-line options$/,/^Bad input and exit status$/p' "$rst" >"$TMP/rst.options"
literals()
{
	grep -o '``[^`]*``' | sed 's/``//g' | names
}
literals <"$TMP/rst.options" >"$TMP/rst.names"

fail=0
while read -r o; do
	grep -qxF -e "$o" "$TMP/man.names" ||
		{ echo "--help lists $o: not in the man page's OPTIONS"; fail=1; }
	grep -qxF -e "$o" "$TMP/rst.names" ||
		{ echo "--help lists $o: not in the rst's Command-line options"; fail=1; }
done <"$TMP/help.names"

# the entries of the checker's own sections
own_man()
{
	awk '/^\.SS / { own = /Warning options|Output and other options/ } own && tp { print; tp = 0 }
	     /^\.TP/ { tp = 1 }' "$TMP/man.options" | sed 's/^\.[A-Z][A-Z]* //' | names
}
own_rst()
{
	awk '/^[^ -=].*$/ { title = $0 } /^---/ { own = title ~ /Warning options|Output and other options/ }
	     own && /^``-/' "$TMP/rst.options" | literals
}
own_man >"$TMP/man.own"
own_rst >"$TMP/rst.own"
[ -s "$TMP/man.own" ] && [ -s "$TMP/rst.own" ] ||
	{ echo "no entry found in the own sections (man: $(wc -l <"$TMP/man.own"), rst: $(wc -l <"$TMP/rst.own"))"; exit 1; }
for doc in man rst; do
	while read -r o; do
		grep -qxF -e "$o" "$TMP/help.names" ||
			{ echo "uaccess-check.$doc documents $o: not in --help"; fail=1; }
	done <"$TMP/$doc.own"
done
exit $fail
