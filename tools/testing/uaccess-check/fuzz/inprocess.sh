# SPDX-License-Identifier: GPL-2.0
# The fuzz targets run thousands of units in one process, resetting what
# a run leaves (macros, the predefined macros kept from the first run,
# files, identifiers, types, pending diagnostics, the checks' state).
# Here every test input (AREA/NAME.c) is run that way, twice in a row, by
# uaccess-check-replay (fuzz/src/replay.c, built by make check) with
# -Wsparse-all and its own args (run-tests --print-args), in its own
# directory as run-tests runs it, and the diagnostics of each must be
# those of a separate run of the checker: a reset that forgets too little
# or too much shows.
#
# The options are the process's (the predefined macros, the checks
# registered), so the inputs without args, of every area, share one
# process, and the inputs of one directory with the same args another.
# Inputs that cannot run so, listed with -v: those marked skip:, those
# whose separate run ends with status 2 (a fatal error or an unusable
# command line ends the process: the units after it would not run), and
# those with -fmax-warnings= (the limit is the whole run's, as in sparse:
# a unit after the first finds it spent, and the note of what was dropped
# comes at the end of the run; -fmax-errors= is each unit's).
replay=${UC%/*}/uaccess-check-replay
case $UC in *-asan) replay=$replay-asan ;; esac
[ -x "$replay" ] || { echo "no $replay (make check builds it)"; exit 1; }
T=$(cd "$DIR/.." && pwd)
# shellcheck disable=SC2046
(cd "$T" && sh ./run-tests --print-args $(ls ./*/*.c | sed 's|^\./||' | grep -v '^examples/')) \
	>"$TMP/list" || { echo "run-tests --print-args failed"; exit 1; }
# DIR, E, NAME, ARGS, sorted by all but the name: a group a line apart
awk -F'\t' -v root="$T" '
$2 == 0 {
	d = $1; sub(/\/[^\/]*$/, "", d)
	n = $1; sub(/.*\//, "", n)
	print root "/" d "\t" $3 "\t" $4 "\t" n
}' "$TMP/list" | sort -t '	' -k1,3 -k4 |
	awk -F'\t' '{ print $1 "\t" $2 "\t" $4 "\t" $3 }' >"$TMP/inputs"
awk -F'\t' '$2 == 1 { print $1 ": marked skip:" }' "$TMP/list" >"$TMP/excluded"
W=$TMP
mkdir "$W/scratch" || exit 1
fail=0
ngroups=0

# Runs the inputs $names of directory $gdir with E flag $ge and args $gargs.
run_group()
{
	case " $gargs " in
	*" -fmax-warnings="*)
		for n in $names; do
			echo "${gdir#"$T"/}/$n: -fmax-warnings= counts the whole run" >>"$W/excluded"
		done
		return ;;
	esac
	ngroups=$((ngroups + 1))
	(
		DIR=$gdir
		TMP=$TMP/scratch
		set -f
		eval "set -- $gargs"
		set +f
		[ "$ge" = 1 ] && set -- -E "$@"
		cd "$gdir" || exit 1
		ok=
		: >"$W/expected"
		for n in $names; do
			"$UC" -Wsparse-all "$@" "$n" >/dev/null 2>"$W/one" </dev/null
			st=$?
			if [ $st -ge 2 ]; then
				[ $st -gt 2 ] && { echo "$gdir/$n: exit status $st"; exit 1; }
				echo "${gdir#"$T"/}/$n: exit status 2 ($gargs)" >>"$W/excluded"
				continue
			fi
			# twice in a row: after another unit, then after itself
			ok="$ok $n $n"
			{ echo "== $n"; cat "$W/one"; echo "== $n"; cat "$W/one"; } >>"$W/expected"
		done
		[ -n "$ok" ] || exit 0
		# shellcheck disable=SC2086
		"$replay" -Wsparse-all "$@" -- $ok >/dev/null 2>"$W/replay" </dev/null
		st=$?
		[ $st = 0 ] || { echo "$gdir: replay: exit status $st"; tail -n 5 "$W/replay"; exit 1; }
		# what the set-up unit says comes before the first unit
		sed -n '/^== /,$p' "$W/replay" >"$W/got"
		if ! cmp -s "$W/expected" "$W/got"; then
			echo "$gdir ($gargs): in-process runs differ from separate ones:"
			diff "$W/expected" "$W/got" | head -n 20
			exit 1
		fi
		exit 0
	) || fail=1
}

# every input without args, in one process (named from the test root)
gdir=$T ge=0 gargs=
names=$(awk -F'\t' '$2 == 0 && $4 == "" { d = $1; sub(/.*\//, "", d); print d "/" $3 }' "$TMP/inputs")
run_group
key=
names=
while IFS='	' read -r d e n a; do
	[ -n "$a" ] || continue
	if [ "$d	$e	$a" != "$key" ]; then
		[ -n "$names" ] && run_group
		key="$d	$e	$a"
		gdir=$d ge=$e gargs=$a names=
	fi
	names="$names $n"
done <"$TMP/inputs"
[ -n "$names" ] && run_group
total=$(wc -l <"$TMP/list")
nex=$(wc -l <"$TMP/excluded")
echo "$((total - nex)) of $total test inputs run in $ngroups processes; not run in-process:"
cat "$TMP/excluded"
exit $fail
