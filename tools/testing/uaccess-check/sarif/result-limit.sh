# SPDX-License-Identifier: GPL-2.0
# Past GitHub code scanning's 25,000 results a run, the results are left
# out and a notification says how many: the document stays valid JSON
# with exactly 25,000 results (the schema itself is tested in
# machine-output.sh; validating 25,000 results costs too much).
command -v python3 >/dev/null 2>&1 || { echo "no python3 to read the JSON"; exit 77; }
cd "$TMP" || exit 1
awk 'BEGIN { for (i = 0; i < 25003; i++) print "#warning w" i }' >many.c
"$UC" -fdiagnostics-add-output=sarif:file=many.sarif many.c 2>err || { echo "exit status $?"; exit 1; }
[ "$(grep -c 'warning: #warning' err)" = 25003 ] || { echo "the text lost warnings"; exit 1; }
python3 - many.sarif <<'PY' || exit 1
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
assert len(run["results"]) == 25000, len(run["results"])
assert run["results"][-1]["message"]["text"] == "#warning w24999"
texts = [n["message"]["text"] for n in run["invocations"][0]["toolExecutionNotifications"]]
assert texts == ["3 more results not written: GitHub code scanning takes 25000 a run at most"], texts
PY
