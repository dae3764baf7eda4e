# "-" reads the unit from standard input.
out=$(printf '%s\n' '#define Z 3' 'X Y Z __FILE__' | "$UC" -E -DX=1 -DY=2 -) || {
	echo "exit status $?"; exit 1; }
toks=$(printf '%s\n' "$out" | grep -v '^#' | tr -s ' \t\n' ' ' | sed 's/^ //; s/ $//')
[ "$toks" = '1 2 3 "<stdin>"' ] || { echo "got: $toks"; exit 1; }
