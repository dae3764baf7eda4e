# A baseline that cannot be used is an error with exit status 2 and one
# clear message, never a crash nor a silent "everything is new": missing
# (a typo must not turn into a run where nothing is hidden), a directory,
# a binary file, a line that is not a fingerprint, unreadable; the file
# written is also read.  An empty file, comments, blank lines and CRLF
# line ends are a valid baseline.
cd "$TMP" || exit 1
fail() { echo "$*"; exit 1; }
printf '%s\n' 'int x;' >u.c
# status 2, stderr one line with TEXT
bad() {
	text=$1
	shift
	"$UC" "$@" u.c >out 2>err
	st=$?
	[ $st = 2 ] || { cat err; fail "$*: exit status $st, expected 2"; }
	[ "$(wc -l <err)" = 1 ] || { cat err; fail "$*: not one line"; }
	grep -qF -- "$text" err || { cat err; fail "$*: no '$text'"; }
}
bad "cannot read the baseline 'nope': No such file or directory (an empty file is an empty baseline)" --baseline=nope
mkdir dir
bad "cannot read the baseline 'dir': Is a directory" --baseline=dir
printf 'abc\000def\n' >bin
bad "bin:1: not a baseline: a NUL byte (not a text file)" --baseline=bin
printf '0123456789abcdef\tok\n\001\002garbage\n' >ctl
bad "ctl:2: not a baseline line: '??garbage' (a line is a fingerprint, 16 hex digits, then a tab)" --baseline=ctl
printf '0123456789abcdef0\n' >long
bad "long:1: not a baseline line" --baseline=long
printf 'u.c:1:5: warning: symbol...\n' >log
bad "log:1: not a baseline line: 'u.c:1:5: warning: symbol...'" --baseline=log
: >empty
bad "--write-baseline=./empty is also read by --baseline=" --baseline=empty --write-baseline=./empty
bad "missing file name in '--baseline='" --baseline=
bad "missing file name in '--write-baseline='" --write-baseline=
bad "invalid --fail-on= value 'old' (new, any or none)" --fail-on=old
bad "cannot write the baseline 'dir/sub/base'" --write-baseline=dir/sub/base
if [ "$(id -u)" != 0 ]; then
	printf '0123456789abcdef\n' >unreadable
	chmod 000 unreadable
	bad "cannot read the baseline 'unreadable': Permission denied" --baseline=unreadable
fi

# valid: empty, comments, blank lines, CRLF, upper-case hex, a fingerprint alone
"$UC" --baseline=empty u.c 2>err
st=$?
[ $st = 0 ] && grep -q "symbol 'x' was not declared" err || { cat err; fail "empty baseline: status $st"; }
"$UC" --write-baseline=base u.c 2>/dev/null || fail "recording"
fp=$(cut -f1 base)
{ printf '# a comment\n\n'; printf '%s\r\n' "$fp" | tr a-f A-F; } >crlf
"$UC" --baseline=crlf --fail-on=new u.c 2>err
st=$?
[ $st = 0 ] && [ ! -s err ] || { cat err; fail "comment, CRLF, upper case: status $st"; }
exit 0
