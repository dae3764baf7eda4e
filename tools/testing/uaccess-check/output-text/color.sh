# -fdiagnostics-color=always: gcc's SGR sequences and default colours
# (locus bold, warning bold magenta, error bold red, note bold cyan, the
# option name in its severity's colour, 'quoted' names bold, the range
# and caret green, the range's text too); GCC_COLORS replaces some of
# them, set but empty turns colour off; never, -fno-diagnostics-color
# and auto on a file give none.  ESC is shown as '@' below.
cd "$DIR/inputs" || exit 1
fail=0

# $1: what; then the checker's arguments: its stderr, ESC as '@'
run()
{
	what=$1
	shift
	"$UC" "$@" color.c 2>&1 | tr '\033' '@' >"$TMP/out"
}

# the first line has the colours of $1 (locus, warning)
first_line()
{
	loc=$1 warn=$2
	case $(sed -n 1p "$TMP/out") in
	"@[${loc}m@[Kcolor.c:4:9:@[m@[K @[${warn}m@[Kwarning: @[m@[K"*" [@[${warn}m@[K-Wnoderef@[m@[K]")
		;;
	*)
		echo "$what: first line:"
		cat "$TMP/out"
		fail=1
		;;
	esac
}

no_color()
{
	if grep -q '@' "$TMP/out"; then
		echo "$what: coloured:"
		cat "$TMP/out"
		fail=1
	fi
}

run always -fdiagnostics-color=always
first_line 01 '01;35'
run plain -fdiagnostics-color
first_line 01 '01;35'
# NO_COLOR does not overrule an option
NO_COLOR=1 run no-color -fdiagnostics-color=always
first_line 01 '01;35'
GCC_COLORS='warning=01;33:locus=04' run gcc-colors -fdiagnostics-color=always
first_line 04 '01;33'
# an invalid value ends the parse: what came before it stays
GCC_COLORS='locus=04:warning=red:note=01;34' run gcc-colors-bad -fdiagnostics-color=always
first_line 04 '01;35'

# -Wsparse-error: the error colour; the source line and caret in range1
run error -fdiagnostics-color=always -fdiagnostics-show-caret -Wsparse-error
cat >"$TMP/expected" <<'EXP'
    4 |         return @[32m@[K*p@[m@[K;
      |                @[32m@[K^~@[m@[K
EXP
sed -n 2,3p "$TMP/out" | diff -u "$TMP/expected" - || fail=1
case $(sed -n 1p "$TMP/out") in
"@[01m@[Kcolor.c:4:9:@[m@[K @[01;31m@[Kerror: @[m@[K"*) ;;
*) echo "error colour:"; cat "$TMP/out"; fail=1 ;;
esac

# 'quoted' names in the quote colour
echo 'int f;' >"$TMP/quote.c"
"$UC" -fdiagnostics-color=always "$TMP/quote.c" 2>&1 | tr '\033' '@' >"$TMP/out"
grep -q "symbol '@\[01m@\[Kf@\[m@\[K' was not declared" "$TMP/out" ||
	{ echo "quote colour:"; cat "$TMP/out"; fail=1; }

GCC_COLORS= run empty-gcc-colors -fdiagnostics-color=always
no_color
run never -fdiagnostics-color=never
no_color
run no -fdiagnostics-color=always -fno-diagnostics-color
no_color
run auto -fdiagnostics-color=auto
no_color

if "$UC" -fdiagnostics-color=sometimes color.c >"$TMP/out" 2>&1; then
	echo "-fdiagnostics-color=sometimes accepted"
	fail=1
fi
grep -q "should be one of 'never', 'always', 'auto'" "$TMP/out" ||
	{ echo "invalid value:"; cat "$TMP/out"; fail=1; }
exit $fail
