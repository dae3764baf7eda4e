# uaccess-check-html without a browser: the report of fixture.sarif is
# one self-contained file (nothing it would load from elsewhere), lists
# every finding of the fixture with what the JS needs to show it (notes,
# macro and include chains in order, function, units, baseline state),
# and shows markup from the SARIF as text; the same for a real run of the
# checker, finding for finding with its text; bad input is an error.
# (fixture.sarif is written by hand: the baseline states, a header
# finding's units and code flows come from other parts' output.)
command -v python3 >/dev/null 2>&1 || { echo "no python3"; exit 77; }
html=$DIR/../../../../scripts/uaccess-check/uaccess-check-html
python3 "$html" -o "$TMP/report.html" "$DIR/fixture.sarif" || exit 1
python3 "$html" <"$DIR/fixture.sarif" >"$TMP/stdout.html" || exit 1
# the same report but for the input's name
if diff "$TMP/stdout.html" "$TMP/report.html" | grep '^[<>]' | grep -v 'input \|<title>\|<h1>'; then
	echo "the report from standard input differs"; exit 1
fi

python3 - "$TMP/report.html" <<'PY' || exit 1
import json, re, sys
page = open(sys.argv[1], encoding='utf-8').read()
fail = []

# Self-contained: no element that loads something (img, link, iframe...),
# no src=, href= or action= in a tag other than a fragment link, no url()
# or @import in the CSS, no URL in the code.  The data block and the
# text may hold URLs (the tool's informationUri): they are shown, never
# fetched.
tags = re.findall(r'<[a-zA-Z][^>]*>', page)
for t in tags:
	if re.match(r'<(img|link|iframe|frame|object|embed|base|audio|video|source|track|form)\b', t, re.I):
		fail.append('element that loads: ' + t)
	for attr, val in re.findall(r'\s(src|href|action|formaction|poster|srcset|data)\s*=\s*["\']?([^"\'\s>]*)', t, re.I):
		if attr.lower() != 'href' or not val.startswith('#'):
			fail.append('attribute %s=%s in %s' % (attr, val, t))
	if re.search(r'http-equiv', t, re.I):
		fail.append('meta http-equiv: ' + t)
style = ''.join(re.findall(r'<style>(.*?)</style>', page, re.S))
if re.search(r'url\(|@import|https?:|//', style):
	fail.append('CSS that loads something')
scripts = re.findall(r'<script([^>]*)>(.*?)</script>', page, re.S)
if len(scripts) != 2 or len(re.findall(r'<script', page)) != 2:
	fail.append('%d script elements, expected the data and the code' % len(re.findall(r'<script', page)))
code = [s for a, s in scripts if 'application/json' not in a]
if not code or re.search(r'https?:|//|import\(|fetch\(|XMLHttpRequest|\.src\s*=', code[0]):
	fail.append('code that loads something, or a // comment that hides one')

# Markup from the SARIF never appears as markup.
for raw in ('<script>window.pwned', '<img src=x', '</script><script>', '<b>odd</b>', '<b>bold</b>'):
	if raw in page:
		fail.append('unescaped in the page: ' + raw)
if '&lt;script&gt;window.pwned = 1&lt;/script&gt;' not in page:
	fail.append('the message with <script> is not in the static list as text')
if '&lt;b&gt;bold&lt;/b&gt;' not in page:
	fail.append("a rule's description with <b> is not shown as text")

# The data the JS renders.
data = [s for a, s in scripts if 'application/json' in a]
d = json.loads(data[0]) if data else {}
S = d.get('str', [])
checks = [c['id'] for c in d.get('checks', [])]
got = sorted('%s:%d:%d %s %s' % (S[f['f']], f['y'], f['x'], checks[f['c']] or '(errors)', f.get('st', '-'))
	     for f in d.get('findings', []))
want = ['drivers/foo.c:9:9 -Waddress-space known', 'drivers/net/bar.c:40:12 -Wcontext new',
	'drivers/net/bar.c:60:13 -Waddress-space known', 'fs/baz.c:20:1 (errors) new',
	'include/linux/uhelp.h:5:9 -Wnoderef new']
if got != want:
	fail.append('findings %s, expected %s' % (got, want))
by = {(S[f['f']], f['y']): f for f in d.get('findings', [])}
foo = by.get(('drivers/foo.c', 9), {})
if [(r['t'], r['m']) for r in foo.get('r', [])] != [
		('note', "expected 'void *'"), ('note', "got 'char __user *'"),
		('macro', "in expansion of macro 'COPY'")]:
	fail.append('notes and macro chain of drivers/foo.c:9: %s' % foo.get('r'))
if S[foo.get('fn', 0)] != 'foo_read' or (foo.get('a'), foo.get('b')) != (8, 12) or \
   S[foo.get('s', 0)][8:12] != 'COPY':
	fail.append('function, source line or range of drivers/foo.c:9: %s' % foo)
uh = by.get(('include/linux/uhelp.h', 5), {})
if [S[u] for u in uh.get('u', [])] != ['drivers/net/bar.c', 'drivers/foo.c', 'fs/baz.c']:
	fail.append('units of the header finding (properties.units first): %s' % uh.get('u'))
if [(r['t'], S[r['f']], r['y']) for r in uh.get('r', [])] != [('include', 'drivers/net/bar.c', 3)]:
	fail.append('include chain of the header finding: %s' % uh.get('r'))
bar = by.get(('drivers/net/bar.c', 40), {})
if [[(s['m'], s['y']) for s in fl] for fl in bar.get('k', [])] != [
		[('lock taken here', 42), ('returns without releasing it', 45)]]:
	fail.append('code flow of drivers/net/bar.c:40: %s' % bar.get('k'))

# The summary, in plain HTML.
for s in ('<b>5</b> findings', '<b>1</b> errors', '<b>3</b> new', '<b>2</b> known',
	  '<b>3</b> units with findings', 'uaccess-check 0.1', 'started 2026-12-01T10:00:00Z',
	  '<a href="#check=-Waddress-space">-Waddress-space</a></td><td class="n">2</td>',
	  '<a href="#path=drivers/net/">drivers/net</a></td><td class="n">2</td>',
	  'fs/baz.c: 1 error', '<noscript>',
	  'drivers/foo.c:9:9: warning: incorrect type in argument 1 of &#x27;memcpy&#x27; (different address spaces) [-Waddress-space] (known)'):
	if s not in page:
		fail.append('not in the page: ' + s)
for f in fail:
	print(f)
sys.exit(1 if fail else 0)
PY

# A real run of the checker: every diagnostic of its text is a finding
# of the report, at the same place with the same message, its notes the
# first related locations in the same order (the SARIF adds the include
# chain after them), the error in no check.
mkdir "$TMP/real" "$TMP/real/inc" && cd "$TMP/real" || exit 1
printf '%s\n' 'static void uh_set(int *q)' '{' \
	'	int __attribute__((address_space(1))) *u = q;' '	(void)u;' '}' >inc/uh.h
printf '%s\n' '#include "inc/uh.h"' '#define DEREF(p) (*(p))' '#define GET(p) DEREF(p)' \
	'#warning <script>window.pwned = 1</script>' \
	'static int f(int __attribute__((noderef, address_space(1))) *p)' \
	'{' '	return GET(p);' '}' 'int k = undeclared_thing;' >a.c
"$UC" -fdiagnostics-add-output=sarif:file=a.sarif a.c 2>text
[ -s a.sarif ] || { echo "the checker wrote no SARIF:"; cat text; exit 1; }
python3 "$html" -o real.html a.sarif || exit 1
python3 - text real.html <<'PY' || exit 1
import json, re, sys
diags = []
for line in open(sys.argv[1], encoding='utf-8'):
	m = re.match(r'(.*?):(\d+):(\d+): (warning|error|note): (.*?)(?: \[(-W[^]]*)\])?$', line.rstrip('\n'))
	if not m:
		continue
	f, y, x, lvl, msg, chk = m.groups()
	if lvl == 'note':
		diags[-1]['notes'].append((f, int(y), int(x), msg))
	else:
		diags.append({'key': (f, int(y), int(x), lvl, msg, chk or ''), 'notes': []})
page = open(sys.argv[2], encoding='utf-8').read()
d = json.loads(re.search(r'<script type="application/json" id="uc-data">(.*?)</script>', page, re.S).group(1))
S, C = d['str'], [c['id'] for c in d['checks']]
got = {}
for fd in d['findings']:
	got[(S[fd['f']], fd['y'], fd['x'], fd['l'], fd['m'], C[fd['c']])] = [
		(r['t'], (S[r['f']], r['y'], r['x'], r['m'])) for r in fd.get('r', [])]
fail = []
if len(got) != len(diags) or len(diags) != 5:
	fail.append('%d findings in the report, %d diagnostics in the text (5 expected)' % (len(got), len(diags)))
for dg in diags:
	rel = got.get(dg['key'])
	if rel is None:
		fail.append('not in the report: %s' % (dg['key'],))
		continue
	n = len(dg['notes'])
	if [r[1] for r in rel[:n]] != dg['notes'] or any(t != 'include' for t, _ in rel[n:]):
		fail.append('notes of %s: %s, text has %s' % (dg['key'], rel, dg['notes']))
	if dg['key'][0] == 'inc/uh.h' and [r[1][:2] for r in rel[n:]] != [('a.c', 1)]:
		fail.append('include chain of the header finding: %s' % rel)
if '&lt;script&gt;window.pwned = 1&lt;/script&gt;' not in page or '<script>window' in page:
	fail.append('the #warning with <script> is not shown as text')
for f in fail:
	print('real run:', f)
sys.exit(1 if fail else 0)
PY

# bad input: a message, exit status 1, no report
printf '{"runs": 3' >"$TMP/bad.sarif"
python3 "$html" -o "$TMP/bad.html" "$TMP/bad.sarif" 2>"$TMP/err"
st=$?
[ $st = 1 ] && grep -q "^uaccess-check-html: $TMP/bad.sarif: not JSON" "$TMP/err" && [ ! -e "$TMP/bad.html" ] ||
	{ echo "truncated SARIF: status $st, report $(ls "$TMP/bad.html" 2>&1)"; cat "$TMP/err"; exit 1; }
printf '{"version": "2.1.0"}' >"$TMP/bad.sarif"
python3 "$html" "$TMP/bad.sarif" >/dev/null 2>"$TMP/err" && { echo "no runs: accepted"; exit 1; }
grep -q 'not SARIF' "$TMP/err" || { echo "no runs:"; cat "$TMP/err"; exit 1; }
python3 "$html" --bogus "$DIR/fixture.sarif" >/dev/null 2>"$TMP/err"
[ $? = 2 ] || { echo "--bogus: not a usage error"; exit 1; }
python3 "$html" --help >"$TMP/help" || exit 1
# every option in --help, the man page and the rst's "HTML report"
man=$DIR/../../../../scripts/uaccess-check/uaccess-check-html.1
rst=$DIR/../../../../Documentation/dev-tools/uaccess-check.rst
sed -n '/^HTML report$/,/^Inside the checker$/p' "$rst" >"$TMP/rst"
for o in -o --output= --title= --help; do
	grep -q -e "$o" "$TMP/help" || { echo "--help does not list $o"; exit 1; }
	sed 's/\\-/-/g; s/\\f[BIRP]//g' "$man" | grep -q -e "$o" ||
		{ echo "the man page does not list $o"; exit 1; }
	grep -q -e "\`\`$o" "$TMP/rst" ||
		{ echo "the rst's HTML report does not list $o"; exit 1; }
done
exit 0
