# SPDX-License-Identifier: GPL-2.0
# SARIF and baseline outputs: one run over the tree, and the same from
# --shard=1/2 and --shard=2/2 combined by --merge, give the same SARIF
# results (as sets, with the units that saw each; the header's finding
# once, seen by a.c and b.c) and the same baseline.  Then a run with that
# baseline and one new finding: the summary counts it as the one new,
# --fail-on=new fails on it and only on it.  With fixture/fake-checker,
# which writes SARIF and baselines in the pinned formats; with the real
# checker too when it writes SARIF.
. "$DIR/fixture/lib.sh"
fixture
cd "$SRC" || exit 1

# compare.py ALL MERGED: the same results, each once, ruleIndex right
cat >"$TMP/compare.py" <<'PY'
import json, sys
def results(p):
    run = json.load(open(p))['runs'][0]
    rules = [r['id'] for r in run['tool']['driver']['rules']]
    out = []
    for r in run['results']:
        if 'ruleId' in r and rules[r['ruleIndex']] != r['ruleId']:
            sys.exit('%s: ruleIndex %d is not %s' % (p, r['ruleIndex'], r['ruleId']))
        loc = r['locations'][0]['physicalLocation']
        out.append((r.get('ruleId'), loc['artifactLocation']['uri'], loc['region']['startLine'],
                    r['partialFingerprints']['uaccessCheck/v1'], tuple(r['properties']['units'])))
    if len(set(out)) != len(out):
        sys.exit('%s: a result twice' % p)
    return set(out), run['properties']['uaccessCheckTree']['units']
a, ua = results(sys.argv[1])
b, ub = results(sys.argv[2])
if a != b or ua != ub:
    sys.exit('different:\n %s\n %s\n units %s / %s' % (sorted(a), sorted(b), ua, ub))
for r in a:
    print('%s %s:%d %s' % (r[0], r[1], r[2], ' '.join(r[4])))
PY

# sharded CHECKER NAME: one run, two shards, merge; compare
sharded()
{
	chk=$1 n=$2
	$TREE --checker="$chk" -j2 -q --diagnostics=none --sarif="$TMP/$n.all.sarif" --write-baseline="$TMP/$n.all.base"
	for i in 1 2; do
		$TREE --checker="$chk" -j2 -q --diagnostics=none --shard=$i/2 \
			--sarif="$TMP/$n.s$i.sarif" --write-baseline="$TMP/$n.s$i.base"
	done
	$TREE --merge --sarif="$TMP/$n.m.sarif" --write-baseline="$TMP/$n.m.base" \
		"$TMP/$n.s1.sarif" "$TMP/$n.s2.base" "$TMP/$n.s2.sarif" "$TMP/$n.s1.base" >"$TMP/$n.msum"
	st=$?
	# the real checker fails on bad.c (its -include is missing): status 3, as one run's
	[ $st = 0 ] || { [ $st = 3 ] && grep -q '^  bad.c: exit status 2$' "$TMP/$n.msum"; } ||
		{ cat "$TMP/$n.msum"; fail "$n: --merge: exit status $st"; }
	python3 "$TMP/compare.py" "$TMP/$n.all.sarif" "$TMP/$n.m.sarif" >"$TMP/$n.results" || fail "$n: SARIF of the shards merged"
	cmp "$TMP/$n.all.base" "$TMP/$n.m.base" || fail "$n: baseline of the shards merged"
}
FAKE="python3 $DIR/fixture/fake-checker"
sharded "$FAKE" fake
sort "$TMP/fake.results" >"$TMP/fake.sorted"
printf '%s\n' '-Whdr inc/h.h:1 a.c b.c' '-Wone a.c:1 a.c' '-Wother c.c:1 c.c' | cmp -s - "$TMP/fake.sorted" ||
	{ cat "$TMP/fake.sorted"; fail "fake: not the 3 results expected"; }
[ "$(grep -vc '^#' "$TMP/fake.all.base")" = 3 ] || fail "fake: not 3 baseline lines"
expect "$TMP/fake.msum" "findings: 3 distinct (4 over all units; 1 seen by more than one unit)"
expect "$TMP/fake.msum" "uaccess-check-tree: 5 units checked, 0 with errors"

# the baseline, then a new finding in sub/e.c
$TREE --checker="$FAKE" -j2 -q --diagnostics=none --baseline="$TMP/fake.all.base" --fail-on=new ||
	fail "--fail-on=new: exit status $? with nothing new"
echo '/* FINDING(fresh) */' >>sub/e.c
$TREE --checker="$FAKE" -j2 --baseline="$TMP/fake.all.base" --fail-on=new --progress=none >"$TMP/bsum" 2>"$TMP/btext"
st=$?
[ $st = 1 ] || { cat "$TMP/bsum"; fail "--fail-on=new: exit status $st with a new finding"; }
expect "$TMP/bsum" "  1 new, 3 in the baseline"
[ "$(cat "$TMP/btext")" = "sub/e.c:3:4: warning: finding fresh [-Wfresh]" ] || { cat "$TMP/btext"; fail "the text is not the new finding alone"; }

# the real checker, when it writes SARIF
fixture
cd "$SRC" || exit 1
if has_sarif && has_baseline; then
	sharded "$UC" real
	grep -q '^-Wnoderef inc/h.h:5 a.c b.c$' "$TMP/real.results" || { cat "$TMP/real.results"; fail "real: the header's finding"; }
else
	echo "note: $UC writes no SARIF or no baseline: shards and --merge tried with fixture/fake-checker only"
fi
exit 0
