# SPDX-License-Identifier: GPL-2.0
# Subsets: --filter on the unit's path, files named as arguments (relative
# or absolute) and by --files-from, their combination; --shard=1/2 and
# 2/2 split the units in two, each exactly once, and a unit stays in its
# shard whatever the database's order or the other units.
. "$DIR/fixture/lib.sh"
fixture
cd "$SRC" || exit 1
units()
{
	$TREE "$@" --print-args | awk '{ print $NF }'
}
[ "$(units --filter='^sub/')" = sub/e.c ] || fail "--filter=^sub/: $(units --filter='^sub/')"
[ "$(units --filter='[ab]\.c$' | sort | tr '\n' ' ')" = "a.c b.c " ] || fail "--filter='[ab]\\.c\$'"
[ "$(units c.c "$SRC/sub/e.c" | tr '\n' ' ')" = "c.c sub/e.c " ] || fail "files as arguments: $(units c.c "$SRC/sub/e.c")"
printf '%s\n' b.c ./a.c >"$TMP/list"
[ "$(units --files-from="$TMP/list" | tr '\n' ' ')" = "a.c b.c " ] || fail "--files-from: $(units --files-from="$TMP/list")"
[ "$(units --files-from="$TMP/list" --filter='^b' 2>/dev/null)" = b.c ] || fail "--files-from and --filter: both apply"
units nothere.c >"$TMP/out" 2>"$TMP/err"
[ -s "$TMP/out" ] && fail "a unit for a file not in the database"
grep -q 'nothere.c: not a C unit of the compile database' "$TMP/err" || fail "no word about nothere.c"

# shards: together all units, each once
units >"$TMP/all"
units --shard=1/2 >"$TMP/s1"
units --shard=2/2 >"$TMP/s2"
[ -s "$TMP/s1" ] && [ -s "$TMP/s2" ] || fail "an empty shard of 5 units (s1: $(cat "$TMP/s1"), s2: $(cat "$TMP/s2"))"
sort "$TMP/s1" "$TMP/s2" >"$TMP/both"
sort "$TMP/all" | cmp -s - "$TMP/both" || fail "the shards are not a partition: $(cat "$TMP/both")"
# the same shards from the database reversed and without c.c
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(json.dumps([e for e in d[::-1] if not e["file"].endswith("/c.c")]))' \
	compile_commands.json >"$TMP/rev.json" || exit 1
for i in 1 2; do
	units -p "$TMP/rev.json" --shard=$i/2 | sort >"$TMP/r$i"
	grep -vx c.c "$TMP/s$i" | sort | cmp -s - "$TMP/r$i" || fail "shard $i/2 changed with the order and subset"
done
$TREE --shard=3/2 --print-args >/dev/null 2>&1 && fail "--shard=3/2 accepted"
exit 0
