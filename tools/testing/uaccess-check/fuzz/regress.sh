#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# Replays the inputs the fuzzers (make fuzz, mk/fuzz.mk) once crashed on,
# with the normal checker: regress/TARGET-NAME, where TARGET says how:
#   unit-*      the file with -Wsparse-all, then with --dump-ast --dump-types
#   arm64-*     the same with --arch=arm64
#   arm-*       the same with --arch=arm
#   ppc-*       the same with --arch=ppc64le -maltivec
#   pp-*        the file with -E
#   options-*   the words of the file (one per line) as the command line,
#               on a small unit
# Each run must end with status 0, 1 or 2 (2: a fatal error or an unusable
# command line), within UC_FUZZ_TIMEOUT seconds (default 20), without a
# sanitizer report (with a SANITIZE=1 build), leaks included: a run of the
# checker leaves none (what it holds at exit is still reachable).
set -u
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1"
export ASAN_OPTIONS
fail=0
limit=${UC_FUZZ_TIMEOUT:-20}
to=
command -v timeout >/dev/null 2>&1 && to="timeout $limit"
printf 'int x;\n' >"$TMP/unit.c"

# run NAME ARGS...: the checker with ARGS, output kept in $TMP/out
run()
{
	name=$1
	shift
	$to "$UC" "$@" >"$TMP/out" 2>&1 </dev/null
	st=$?
	if [ "$st" -gt 2 ]; then
		echo "$name: exit status $st (crash, signal or time-out) with: $*"
		tail -n 20 "$TMP/out"
		fail=1
	elif grep -q -e 'Sanitizer' -e 'runtime error:' "$TMP/out"; then
		echo "$name: sanitizer report with: $*"
		grep -A 20 -e 'Sanitizer' -e 'runtime error:' "$TMP/out" | head -n 30
		fail=1
	fi
}

n=0
for f in "$DIR"/regress/*; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	b=$(basename "$f")
	case $b in
	unit-* | arm64-* | arm-* | ppc-*)
		arch=
		case $b in
		arm64-*) arch=--arch=arm64 ;;
		arm-*) arch=--arch=arm ;;
		ppc-*) arch="--arch=ppc64le -maltivec" ;;
		esac
		run "$b" $arch -Wsparse-all "$f"
		run "$b" $arch -Wsparse-all --dump-ast --dump-types -o /dev/null "$f" ;;
	pp-*)
		run "$b" -E -o /dev/null "$f" ;;
	options-*)
		# the words are the arguments: no field splitting but at newlines
		old_ifs=$IFS
		IFS='
'
		# shellcheck disable=SC2046
		set -- $(cat "$f")
		IFS=$old_ifs
		run "$b" "$@" "$TMP/unit.c" ;;
	*)
		echo "$b: unknown kind (unit-, arm64-, arm-, ppc-, pp- or options-)"
		fail=1 ;;
	esac
done
[ "$n" -gt 0 ] || { echo "no input in $DIR/regress"; exit 1; }
exit $fail
