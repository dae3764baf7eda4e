# Keeps what a change of wording leaves alone: the place, severity and
# option of each warning and error ("file:line:col: warning: [-Wname]"),
# the include chain
# before it, the macro-expansion notes and the source and caret lines
# under all of these.  Other notes and their lines go (checks add and
# reword notes).
/^In file included from |^                 from / { print; next }
/^ *[0-9]* \| / {
	if (keep)
		print
	next
}
match($0, /^[^ ]+:[0-9]+:[0-9]+: (warning|error|note): /) {
	head = substr($0, 1, RLENGTH)
	keep = $0 !~ /: note: / || $0 ~ /: note: in expansion of macro /
	if (keep && $0 ~ /: note: /)
		print
	else if (keep)
		print head (match($0, / \[-W[^]]*\]$/) ? substr($0, RSTART + 1) : "")
	next
}
{ keep = 0; print }
