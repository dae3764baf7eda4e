# On a terminal the caret and colours are on by default (a pty made by
# script(1) from util-linux); NO_COLOR or TERM=dumb turn colour off, not
# the caret; the -fno- options turn either off.
command -v script >/dev/null 2>&1 || { echo "no script(1) (util-linux)"; exit 77; }
script -qec true /dev/null >/dev/null 2>&1 </dev/null ||
	{ echo "script(1) cannot make a pty here"; exit 77; }
cd "$DIR/inputs" || exit 1
fail=0
esc=$(printf '\033')

# $1: what; $2: the environment and options, run in the pty
tty_run()
{
	what=$1
	script -qec "env $2 color.c" /dev/null </dev/null 2>&1 | tr -d '\r' >"$TMP/out"
	grep -q 'warning: ' "$TMP/out" || { echo "$what: no warning:"; cat "$TMP/out"; fail=1; }
}

expect()
{
	if [ "$1" = caret ] && ! grep -q '^ *4 | ' "$TMP/out"; then
		echo "$what: no source line"; cat "$TMP/out"; fail=1
	fi
	if [ "$1" = nocaret ] && grep -q '^ *4 | ' "$TMP/out"; then
		echo "$what: a source line"; cat "$TMP/out"; fail=1
	fi
	if [ "$2" = color ] && ! grep -q "$esc" "$TMP/out"; then
		echo "$what: no colour"; cat "$TMP/out"; fail=1
	fi
	if [ "$2" = nocolor ] && grep -q "$esc" "$TMP/out"; then
		echo "$what: colour"; cat "$TMP/out"; fail=1
	fi
}

uc="'$UC' -Wno-decl"
tty_run default "-u NO_COLOR -u GCC_COLORS TERM=xterm $uc"
expect caret color
tty_run no-color "NO_COLOR=1 TERM=xterm $uc"
expect caret nocolor
tty_run dumb "-u NO_COLOR TERM=dumb $uc"
expect caret nocolor
tty_run options "-u NO_COLOR TERM=xterm $uc -fno-diagnostics-show-caret -fno-diagnostics-color"
expect nocaret nocolor
exit $fail
