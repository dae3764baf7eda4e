# SPDX-License-Identifier: GPL-2.0
# -fdiagnostics-format=json|sarif-stderr|sarif-file|text and
# -fdiagnostics-add-output=sarif:file=PATH: what each writes where, the
# members gcc's JSON and the pinned SARIF have (rules, locations with
# snippet, related locations for notes, macro and include chain, code
# flows for lock paths, fingerprints, the unit), bytes that are not UTF-8
# still giving valid JSON, a fatal error still giving a SARIF document
# that says so, bad option values refused; then every SARIF document
# goes through the validator (lib/validate.sh).
. "$DIR/lib/validate.sh"
command -v python3 >/dev/null 2>&1 || { echo "no python3 to read the JSON"; exit 77; }
cd "$TMP" || exit 1
cp "$DIR/../lock/inc/locks61.h" .
printf 'int in_header(int __attribute__((noderef)) *p) { return *p; }\n' >h.h
{
	printf '#include "locks61.h"\n#include "h.h"\n'
	printf 'struct dev { spinlock_t lock; int n; };\n'
	printf 'int leak(struct dev *d)\n{\n\tspin_lock(&d->lock);\n'
	printf '\tif (d->n)\n\t\treturn -1; /* \377 latin-1 \001 ctrl \300\257 \355\240\200 \303\251 */\n'
	printf '\tspin_unlock(&d->lock);\n\treturn 0;\n}\n'
	printf '#define DEREF(p) (*(p))\n'
	printf 'int g(int __attribute__((noderef)) *p) { return DEREF(p); }\n'
} >t.c
fail() { echo "$*"; exit 1; }

"$UC" -Wno-decl t.c 2>text.err || fail "text run: exit $?"
grep -q 'warning: context imbalance' text.err || fail "no lock warning in the text"

# sarif-stderr: the document alone on stderr
"$UC" -Wno-decl -fdiagnostics-format=sarif-stderr t.c 2>stderr.sarif >out || fail "sarif-stderr: exit $?"
[ ! -s out ] || fail "sarif-stderr wrote to stdout"
# sarif-file: t.c.sarif in the working directory, nothing on stderr
"$UC" -Wno-decl -fdiagnostics-format=sarif-file t.c 2>err || fail "sarif-file: exit $?"
[ ! -s err ] || { cat err; fail "sarif-file printed on stderr"; }
[ -s t.c.sarif ] || fail "no t.c.sarif"
cmp -s t.c.sarif stderr.sarif || fail "sarif-file and sarif-stderr differ"
# text and SARIF from one run; the last -fdiagnostics-format= wins
"$UC" -Wno-decl -fdiagnostics-format=json -fdiagnostics-format=text \
	-fdiagnostics-add-output=sarif:file=add.sarif,version=2.1 t.c 2>add.err || fail "add-output: exit $?"
cmp -s add.err text.err || { diff text.err add.err; fail "add-output: not the text on stderr"; }
cmp -s add.sarif stderr.sarif || fail "add-output: another document than sarif-stderr's"
ls | grep -q 'sarif\.' && fail "a temporary file left: $(ls)"

python3 - stderr.sarif <<'PY' || exit 1
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["version"] == "2.1.0"
run = d["runs"][0]
drv = run["tool"]["driver"]
assert drv["name"] == "uaccess-check" and drv["version"] and drv["informationUri"]
ids = [r["id"] for r in drv["rules"]]
assert "-Wcontext" in ids and "-Wnoderef" in ids, ids[:5]
for r in drv["rules"]:
    assert r["shortDescription"]["text"] and r["help"]["text"].startswith("See the section " + r["id"])
    assert r["defaultConfiguration"]["level"] == "warning"
inv = run["invocations"][0]
assert inv["executionSuccessful"] is True and inv["exitCode"] == 0, inv
assert run["originalUriBaseIds"]["SRCROOT"]["uri"].startswith("file:///")
res = run["results"]
by = {}
for r in res:
    assert drv["rules"][r["ruleIndex"]]["id"] == r["ruleId"]
    assert len(r["partialFingerprints"]["uaccessCheck/v1"]) == 16
    assert r["properties"]["unit"] == "t.c"
    assert "baselineState" not in r
    by.setdefault(r["ruleId"], []).append(r)
lock = by["-Wcontext"][0]
loc = lock["locations"][0]
pl = loc["physicalLocation"]
assert pl["artifactLocation"] == {"uri": "t.c", "uriBaseId": "SRCROOT"}, pl
assert pl["region"]["startLine"] == 8 and pl["region"]["startColumn"] == 3, pl["region"]
# the line's bytes: \377 is U+FFFD, \001 stays a control character
# (an overlong '/' and a surrogate are not UTF-8 either: one U+FFFD a byte; 'é' stays)
assert pl["region"]["snippet"]["text"] == "\t\treturn -1; /* \ufffd latin-1 \x01 ctrl \ufffd\ufffd \ufffd\ufffd\ufffd \u00e9 */", pl["region"]["snippet"]
assert loc["logicalLocations"] == [{"name": "leak", "kind": "function"}]
rel = lock["relatedLocations"]
assert rel[0]["message"]["text"] == "'&d->lock.rlock' acquired here" and rel[0]["id"] == 1
steps = lock["codeFlows"][0]["threadFlows"][0]["locations"]
assert [s["executionOrder"] for s in steps] == [1, 2], steps
assert steps[0]["location"]["physicalLocation"]["region"]["startLine"] == 6
assert steps[0]["importance"] == "important"
assert steps[-1]["importance"] == "essential"
assert steps[-1]["location"]["physicalLocation"]["region"]["startLine"] == 8
nd = sorted(by["-Wnoderef"], key=lambda r: r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
hdr, mac = nd
assert hdr["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "h.h"
# the region: the caret's column (as in the text) to the end of '*p', exclusive
reg = hdr["locations"][0]["physicalLocation"]["region"]
assert (reg["startLine"], reg["startColumn"], reg["endLine"], reg["endColumn"]) == (1, 57, 1, 59), reg
assert [x["message"]["text"] for x in hdr["relatedLocations"]] == ["included from here"]
assert hdr["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] == 2
assert [x["message"]["text"] for x in mac["relatedLocations"]] == ["in expansion of macro 'DEREF'"]
assert "codeFlows" not in hdr
PY

# gcc's JSON: one array, gcc's members and ours
"$UC" -Wno-decl -fdiagnostics-format=json t.c 2>json.out || fail "json: exit $?"
python3 - json.out <<'PY' || exit 1
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert isinstance(d, list) and len(d) == 3, d
lock = [x for x in d if x.get("option") == "-Wcontext"][0]
assert lock["kind"] == "warning" and lock["function"] == "leak" and lock["unit"] == "t.c"
assert len(lock["fingerprint"]) == 16
c = lock["locations"][0]["caret"]
assert (c["file"], c["line"], c["byte-column"], c["display-column"], c["column"]) == ("t.c", 8, 3, 17, 17), c
ch = lock["children"][0]
assert ch["kind"] == "note" and ch["message"] == "'&d->lock.rlock' acquired here"
mac = [x for x in d if x.get("function") == "g"][0]
assert mac["children"][0]["message"] == "in expansion of macro 'DEREF'"
# the header's '*p': gcc's caret and finish (the range's last character)
hdr = [x for x in d if x.get("function") == "in_header"][0]["locations"][0]
assert (hdr["caret"]["byte-column"], hdr["finish"]["byte-column"]) == (57, 58), hdr
PY

# a range that starts before its caret ('s->p', caret at '->'): SARIF's
# region starts at the caret, as the text's file:line:col; JSON has gcc's start
printf 'struct t { int __attribute__((noderef, address_space(1))) *p; };\nint use(int *q);\nint g2(struct t *s) { return use(s->p); }\n' >r.c
"$UC" -Wno-decl -fdiagnostics-format=sarif-stderr r.c 2>r.sarif || fail "r.c sarif: exit $?"
"$UC" -Wno-decl -fdiagnostics-format=json r.c 2>r.json || fail "r.c json: exit $?"
python3 - r.sarif r.json <<'PY' || exit 1
import json, sys
reg = json.load(open(sys.argv[1]))["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]
assert (reg["startColumn"], reg["endColumn"]) == (35, 38), reg
loc = json.load(open(sys.argv[2]))[0]["locations"][0]
assert (loc["start"]["byte-column"], loc["caret"]["byte-column"], loc["finish"]["byte-column"]) == (34, 35, 37), loc
PY

# json-file: the same array in t.c.gcc.json, nothing on stderr
"$UC" -Wno-decl -fdiagnostics-format=json-file t.c 2>err || fail "json-file: exit $?"
[ ! -s err ] || fail "json-file printed on stderr"
cmp -s t.c.gcc.json json.out || fail "json-file and json differ"

# a fatal error: exit 2 and still a document, which says the run failed
"$UC" -fdiagnostics-add-output=sarif:file=missing.sarif missing.c 2>err
[ $? = 2 ] || fail "unreadable input: exit status not 2"
"$UC" -fdiagnostics-add-output=sarif:file=fatal.sarif -fmax-errors=x t.c 2>err
[ $? = 2 ] || fail "bad -fmax-errors=: exit status not 2"
python3 - missing.sarif fatal.sarif <<'PY' || exit 1
import json, sys
for f, want in zip(sys.argv[1:], ["missing.c: No such file", "fatal error: invalid -fmax-errors= value"]):
    inv = json.load(open(f))["runs"][0]["invocations"][0]
    assert inv["executionSuccessful"] is False and inv["exitCode"] == 2, (f, inv)
    texts = [n["message"]["text"] for n in inv["toolExecutionNotifications"]]
    assert any(want in t for t in texts), (f, texts)
PY

# bad values: a clear error, exit status 2
for o in -fdiagnostics-format=xml -fdiagnostics-add-output=sarif:path=x \
	 -fdiagnostics-add-output=sarif:version=2.2-prerelease -fdiagnostics-add-output=text:file=x; do
	"$UC" "$o" t.c >/dev/null 2>err
	[ $? = 2 ] || fail "$o: exit status not 2"
	grep -q "error: .*'$o'" err || { cat err; fail "$o: no error naming it"; }
done

sarif_validate stderr.sarif r.sarif missing.sarif fatal.sarif || exit 1
