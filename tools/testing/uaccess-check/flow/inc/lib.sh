# SPDX-License-Identifier: GPL-2.0
# Sourced by the flow/*.sh tests:
#   cfg FILE [ARGS]   runs --dump-cfg on FILE, its edges (inc/cfg-edges.awk)
#                     sorted in $TMP/edges
#   has LINE...       each LINE is a line of $TMP/edges
#   hasnt LINE...     none is
#   done_cfg          exits 0, or 1 showing the edges if a check failed

failed=0

cfg()
{
	if ! "$UC" --dump-cfg "$@" >"$TMP/dump" 2>"$TMP/err"; then
		cat "$TMP/err"
		echo "uaccess-check --dump-cfg $* failed"
		exit 1
	fi
	if grep -q 'error:' "$TMP/err"; then
		cat "$TMP/err"
		exit 1
	fi
	awk -f "$DIR/inc/cfg-edges.awk" "$TMP/dump" | sort >"$TMP/edges"
}

has()
{
	for l; do
		if ! grep -qxF -- "$l" "$TMP/edges"; then
			echo "missing: $l"
			failed=1
		fi
	done
}

hasnt()
{
	for l; do
		if grep -qxF -- "$l" "$TMP/edges"; then
			echo "unexpected: $l"
			failed=1
		fi
	done
}

done_cfg()
{
	if [ $failed -ne 0 ]; then
		echo "--- edges:"
		cat "$TMP/edges"
		exit 1
	fi
	exit 0
}
