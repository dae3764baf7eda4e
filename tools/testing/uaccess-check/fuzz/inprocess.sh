# SPDX-License-Identifier: GPL-2.0
# The fuzz targets run thousands of units in one process, resetting what
# a run leaves (macros, the predefined macros kept from the first run,
# files, identifiers, types, pending diagnostics).  Here the test inputs
# that need no option and no header are run that way, twice over, by
# uaccess-check-replay (fuzz/src/replay.c, built by make check) with
# -Wsparse-all, and the diagnostics of each must be those of a separate
# run of the checker: a reset that forgets too little or too much shows.
replay=${UC%/*}/uaccess-check-replay
case $UC in *-asan) replay=$replay-asan ;; esac
[ -x "$replay" ] || { echo "no $replay (make check builds it)"; exit 1; }
T=$DIR/..
files=$(grep -L -e 'args:' -e '#include' -e '#line' -e '__FILE__' -e '__BASE_FILE__' \
	"$T"/*/*.c | sort)
[ -n "$files" ] || { echo "no input"; exit 1; }
: >"$TMP/expected"
for pass in 1 2; do
	for f in $files; do
		echo "== $f" >>"$TMP/expected"
		"$UC" -Wsparse-all "$f" 2>&1 >/dev/null | sed "s|^$f:|fuzz.c:|" >>"$TMP/expected"
	done
done
# shellcheck disable=SC2086
"$replay" -Wsparse-all -- $files $files >/dev/null 2>"$TMP/got"
st=$?
[ $st = 0 ] || { echo "replay: exit status $st"; tail -n 5 "$TMP/got"; exit 1; }
if ! cmp -s "$TMP/expected" "$TMP/got"; then
	echo "in-process runs differ from separate ones:"
	diff "$TMP/expected" "$TMP/got" | head -n 20
	exit 1
fi
exit 0
