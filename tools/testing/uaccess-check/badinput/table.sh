# SPDX-License-Identifier: GPL-2.0
# The bad-input table (Documentation/dev-tools/uaccess-check.rst, "Bad input
# and exit status"), one row each: the checker ends (under timeout(1) when
# there is one), with the documented exit status and exactly one diagnostic,
# the documented one; a row with no pattern must print no diagnostic at
# all.  A row whose status is 2 runs again with -E -o: the output file is
# then absent or empty, never half-written.  No input is ever written: a
# checksum of every input before the table and after it must be the same.
LC_ALL=C
export LC_ALL
IN=$TMP/in
mkdir "$IN" || exit 1
cd "$IN" || exit 1
failed=0
to=
command -v timeout >/dev/null 2>&1 && to="timeout 60"

# The inputs.  A static function keeps -Wdecl quiet: only the row's message shows.
ok='static int f(void) { return 0; }'
printf '%s\n' "$ok" >ok.c
mkdir dir
mkfifo fifo
printf '#include "fifo"\n' >inc-fifo.c
printf '#include "/dev/zero"\n' >inc-zero.c
printf '#include "dir"\n' >inc-dir.c
ln -s loop-b loop-a
ln -s loop-a loop-b
printf '#include "loop-a"\n' >inc-loop.c
printf '#include "ok.c/x.h"\n' >inc-notdir.c
head -c 4096 /dev/urandom >noise
printf '\177ELF\002\001\001' >binary.c
head -c 2048 /dev/zero >>binary.c
printf 'static int a\000;\n' >nul-code.c
printf 'static const char s[] = "a\000b";\n' >nul-string.c
printf '/* a\000b */\n%s\n' "$ok" >nul-comment.c
printf 'static int ab\377c;\n' >utf8-ident.c
printf 'static const char s[] = "\377";\n/* \376 */\n' >utf8-string.c
printf 'static int \303\251;\n' >utf8-valid.c
printf '#define A 1\r\n#if A\r\n%s\r\n#endif\r\n' "$ok" >crlf.c
printf '#define A 1\r#if A != 1\r#error lone CR is no line end\r#endif\r%s\r' "$ok" >cr.c
printf '%s' "$ok" >no-newline.c
printf '%s\n/* open\n' "$ok" >open-comment.c
# in code, the parser's syntax error would follow: a macro body has none
printf '#define S "open\n%s\n' "$ok" >open-string.c
printf "#define C 'x\\n%s\\n" "$ok" >open-char.c
printf '#if 1\n%s\n' "$ok" >open-if.c
printf '#include "self.c"\n' >self.c
printf '#ifndef SELF_H\n#define SELF_H\n#include "self-guarded.c"\n%s\n#endif\n' "$ok" \
	>self-guarded.c
printf '#line 4294967295\nstatic int l = __LINE__;\n' >line-huge.c
printf '#line 99999999999999999999999\n%s\n' "$ok" >line-huger.c
printf '#line 5x\n%s\n' "$ok" >line-bad.c
big=$(awk 'BEGIN { while (n++ < 1000) printf "9" }')
printf 'static long c = %s;\n' "$big" >big-code.c
printf '#if %s\n#endif\n' "$big" >big-if.c
printf '#include <locked.h>\n' >inc-locked.c
mkdir sys
printf '%s\n' "$ok" >sys/locked.h
truncate -s 300M huge.c 2>/dev/null || dd if=/dev/zero of=huge.c bs=1 count=0 seek=300M 2>/dev/null
printf 'static int a = __builtin_offsetof(int, x);\n' >offsetof.c

sums()
{
	find "$IN" -type f -perm -u+r ! -name huge.c -exec cksum {} + | sort
}
sums >"$TMP/before"
chmod 000 sys/locked.h

# row NAME STATUS PATTERN ARGS...: PATTERN is an extended regular expression
# the one diagnostic must match ('' for none); stdin=FILE row ... reads FILE.
row()
{
	name=$1 want=$2 pat=$3
	shift 3
	# shellcheck disable=SC2086 # $to and $UC may be words
	$to $UC "$@" <"${stdin:-/dev/null}" >"$TMP/out" 2>&1
	st=$?
	diags=$(grep -E -c '(^|: )(fatal error|error|warning): ' "$TMP/out")
	bad=
	if [ "$st" != "$want" ]; then
		bad="exit status $st, expected $want"
	elif [ -z "$pat" ] && [ "$diags" != 0 ]; then
		bad="$diags diagnostics, expected none"
	elif [ -n "$pat" ] && [ "$diags" != 1 ]; then
		bad="$diags diagnostics, expected one"
	elif [ -n "$pat" ] && ! grep -E -q -e "$pat" "$TMP/out"; then
		bad="no diagnostic matches: $pat"
	fi
	if [ -z "$bad" ] && [ "$want" = 2 ]; then
		rm -f "$TMP/out.i"
		# shellcheck disable=SC2086
		$to $UC -E -o "$TMP/out.i" "$@" <"${stdin:-/dev/null}" >/dev/null 2>&1
		st=$?
		if [ "$st" != 2 ]; then
			bad="with -E -o: exit status $st"
		elif [ -s "$TMP/out.i" ]; then
			bad="with -E -o: output left behind"
		fi
	fi
	if [ -n "$bad" ]; then
		echo "$name: $bad"
		sed 's/^/    /' "$TMP/out" | head -n 5
		failed=1
	fi
}

# Paths
row missing-input 2 'nosuch\.c: No such file or directory' nosuch.c
row directory-input 2 'dir: Is a directory' dir
row binary-input 2 'binary\.c: not a text file' binary.c
stdin=binary.c row binary-stdin 2 '<stdin>: not a text file' -
row dev-zero-input 2 '/dev/zero: not a text file' /dev/zero
row huge-input 2 'huge\.c: larger than 256 MiB' huge.c
$to sh -c 'printf "%s\n#warning read from a FIFO\n" "$1" >fifo' sh "$ok" &
row fifo-input 0 '^fifo:2:2: warning: #warning read from a FIFO' fifo
wait
# #include
row include-fifo 1 '^inc-fifo\.c:1:[0-9]+: error: fifo: not a regular file' inc-fifo.c
row include-dev-zero 1 '^inc-zero\.c:1:[0-9]+: error: /dev/zero: not a regular file' inc-zero.c
row include-directory 1 '^inc-dir\.c:1:[0-9]+: error: dir: Is a directory' inc-dir.c
row include-symlink-loop 1 'loop-a: Too many levels of symbolic links' inc-loop.c
row include-not-dir 1 'ok\.c/x\.h: No such file or directory' inc-notdir.c
row include-self 0 '^self\.c:1:[0-9]+: error: #include nested depth 201 exceeds maximum of 200' \
	self.c
row include-self-guarded 0 '' self-guarded.c
row include-forced-missing 2 '^<command-line>: fatal error: -include nosuch\.h: No such file' \
	-include nosuch.h ok.c
row imacros-directory 2 '^<command-line>: fatal error: -imacros dir: Is a directory' \
	-imacros dir ok.c
# Bytes
row nul-in-code 0 '^nul-code\.c:1:13: warning: null character\(s\) ignored' nul-code.c
row nul-in-string 0 '^nul-string\.c:1:[0-9]+: warning: null character\(s\) preserved in literal' \
	nul-string.c
row nul-in-comment 0 '' nul-comment.c
row utf8-invalid-identifier 0 "^utf8-ident\\.c:1:14: error: stray '.377' in program" utf8-ident.c
row utf8-invalid-literal 0 '' utf8-string.c
row utf8-valid-identifier 0 '' utf8-valid.c
row crlf 0 '' crlf.c
row lone-cr 0 '' cr.c
row no-final-newline 0 'no-newline\.c:1:[0-9]+: warning: no newline at end of file' no-newline.c
# Unterminated
row open-comment 0 '^open-comment\.c:2:1: error: unterminated comment' open-comment.c
row open-string 0 '^open-string\.c:1:11: warning: missing terminating " character' open-string.c
row open-char 0 "^open-char\\.c:1:11: warning: missing terminating ' character" open-char.c
row open-if 0 '^open-if\.c:1:2: error: unterminated #if' open-if.c
# Numbers
row line-huge 0 '^line-huge\.c:1:7: warning: line number out of range' line-huge.c
row line-huger 0 '^line-huger\.c:1:7: warning: line number out of range' line-huger.c
row line-not-a-number 0 'line-bad\.c:1:7: error: "5x" after #line is not a positive integer' \
	line-bad.c
row constant-1000-digits 1 '^big-code\.c:1:17: error: constant 9{40}\.\.\. is too big' big-code.c
row if-constant-1000-digits 1 '^big-if\.c:1:5: error: integer constant "9{40}\.\.\." is too large' \
	big-if.c
row builtin-misuse 0 "request for member 'x' in something not a structure or union" offsetof.c
# Options
row unknown-option 2 "unrecognized command-line option '--frobnicate'" --frobnicate ok.c
row unknown-std 2 "unrecognized command-line option '-std=c99999'" -std=c99999 ok.c
row bad-max-warnings 2 "invalid -fmax-warnings= value: '-1'" -fmax-warnings=-1 ok.c
row bad-max-errors 2 "invalid -fmax-errors= value: 'x'" -fmax-errors=x ok.c
row missing-argument 2 "missing argument to '-I'" ok.c -I
row no-input 2 'no input files' -Wsparse-all
row bad-define 0 '^<command-line>: error: macro names must be identifiers' -D=1 ok.c

# Unreadable files: root reads everything, so the rows run as nobody when
# setpriv(1) is there.
if cat sys/locked.h >/dev/null 2>&1; then
	if command -v setpriv >/dev/null 2>&1 &&
	   setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$UC"; then
		chmod 1777 "$TMP"
		chmod 755 "$IN"
		chmod 644 ./*.c
		printf 'exec setpriv --reuid=65534 --regid=65534 --clear-groups "%s" "$@"\n' \
			"$UC" >"$TMP/as-nobody"
		UC_REAL=$UC
		UC="sh $TMP/as-nobody"
		row unreadable-include 1 '^inc-locked\.c:1:[0-9]+: error: locked\.h: Permission denied' \
			-isystem sys inc-locked.c
		chmod 000 ok.c
		row unreadable-input 2 'ok\.c: Permission denied' ok.c
		chmod 644 ok.c
		UC=$UC_REAL
	else
		echo "note: unreadable rows not run (root, no setpriv)"
	fi
else
	row unreadable-include 1 '^inc-locked\.c:1:[0-9]+: error: locked\.h: Permission denied' \
		-isystem sys inc-locked.c
	chmod 000 ok.c
	row unreadable-input 2 'ok\.c: Permission denied' ok.c
	chmod 644 ok.c
fi

chmod 644 sys/locked.h
sums >"$TMP/after"
if ! cmp -s "$TMP/before" "$TMP/after"; then
	echo "an input was written:"
	diff "$TMP/before" "$TMP/after" | head -n 10
	failed=1
fi
exit $failed
