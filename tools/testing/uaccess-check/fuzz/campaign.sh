#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# A long fuzzing campaign: one worker per core, each running the libFuzzer
# targets (make fuzz-build) in rotation, a slot of SECONDS each, until the
# file STOP exists; then sums the executions of every log.
#
#   campaign.sh [-j WORKERS] [-s SECONDS] [-l LOGDIR] [-S STOP] [PLAN...]
#   campaign.sh --sum [LOGDIR]
#
# A PLAN item is TARGET:MAX_LEN:CORPUS (corpus under .fuzz/corpus/); worker
# N starts at item N so that the workers run different targets.  Inputs
# that fail are left in .fuzz/artifacts/; a log whose libFuzzer exited
# non-zero is named by --sum.  Run from the top of the tree.
set -u
workers=$(nproc); slot=600; logs=.fuzz/logs; stop=.fuzz/stop
sum() {
	local f t e x
	for f in "$1"/*.log; do
		[ -e "$f" ] || continue
		t=$(head -1 "$f" | awk '{print $3}')
		e=$(sed -n 's/^stat::number_of_executed_units: *//p' "$f")
		# a slot still running: its last status line
		[ -n "$e" ] || e=$(grep -oE '^#[0-9]+' "$f" | tail -1 | tr -d '#')
		x=$(sed -n 's/^exit //p' "$f")
		echo "$t ${e:-0} ${x:--} $f"
	done | awk '{ n[$1] += $2; all += $2 }
		$3 != "-" && $3 != "0" { bad = bad " " $4 }
		END { for (t in n) print t, n[t]; print "total", all
		      if (bad != "") { print "failed:" bad; exit 1 } }'
}
if [ "${1:-}" = --sum ]; then
	sum "${2:-$logs}"
	exit
fi
while getopts j:s:l:S: o; do
	case $o in
	j) workers=$OPTARG ;; s) slot=$OPTARG ;; l) logs=$OPTARG ;; S) stop=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
plan=("$@")
[ ${#plan[@]} -gt 0 ] || plan=(unit:1024:unit-small pp:8192:pp options:4096:options
			       unit:8192:unit pp:1024:pp-small)
for t in unit pp options; do
	[ -x .fuzz/fuzz-$t ] || { echo "campaign.sh: run make fuzz-build first" >&2; exit 2; }
done
mkdir -p "$logs" .fuzz/artifacts
rm -f "$stop"
src=tools/testing/uaccess-check/fuzz
worker() {
	local w=$1 i=$1 n=0 t len dir dict seeds log
	while [ ! -e "$stop" ]; do
		IFS=: read -r t len dir <<<"${plan[i % ${#plan[@]}]}"
		i=$((i + 1)); n=$((n + 1))
		dict=$src/uaccess-check.dict; seeds=.fuzz/seeds/unit
		[ "$t" = options ] && dict=$src/options.dict && seeds=.fuzz/seeds/options
		mkdir -p .fuzz/corpus/"$dir"
		log=$logs/$w-$n-$t-$len.log
		echo "$(date +%T) $(git rev-parse --short HEAD 2>/dev/null) $t $len $dir" >"$log"
		.fuzz/fuzz-"$t" -max_total_time="$slot" -close_fd_mask=3 -dict="$dict" \
			-max_len="$len" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
			-artifact_prefix=.fuzz/artifacts/"$t"- .fuzz/corpus/"$dir" "$seeds" >>"$log" 2>&1
		echo "exit $?" >>"$log"
	done
}
for ((w = 0; w < workers; w++)); do
	worker $w &
done
wait
sum "$logs"
