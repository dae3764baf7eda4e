# SPDX-License-Identifier: GPL-2.0
#
# Drives the report of fixture.sarif in headless Chromium through the
# controls a reader uses (mouse clicks on the checkboxes and radio
# buttons, text typed into the path box) and checks which findings are
# visible after each step.  Usage:
#   browser-check.py CHROMIUM PROFILE_DIR REPORT.html [--large LARGE.html LARGE.sarif] [MUTANT.html...]
# The report must pass; each mutant (the same report with its filter
# code broken) must fail, or the test could not see a broken filter.
# LARGE.html, the report of synth-sarif.py's LARGE.sarif, must show its
# findings a group and a page at a time.
# --measure REPORT.html: load time of a (large) report, nothing checked.

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, CdpError  # noqa: E402

FOO = 'drivers/foo.c:9:9 -Waddress-space'
BAR40 = 'drivers/net/bar.c:40:12 -Wcontext'
BAR60 = 'drivers/net/bar.c:60:13 -Waddress-space'
UHELP = 'include/linux/uhelp.h:5:9 -Wnoderef'
BAZ = 'fs/baz.c:20:1 (errors)'
ALL = {FOO, BAR40, BAR60, UHELP, BAZ}

VISIBLE = ('[].slice.call(document.querySelectorAll("#list .finding"))'
	   '.filter(function(e){return e.getClientRects().length>0;})'
	   '.map(function(e){return e.dataset.key;})')


class Failed(Exception):
	pass


def expect(b, what, want, settle=2.0):
	"""The visible findings after a step; the handlers run synchronously,
	the short retry is only for the renderer catching up with input."""
	deadline = time.monotonic() + settle
	while True:
		got = set(b.eval(VISIBLE))
		if got == want or time.monotonic() > deadline:
			break
		time.sleep(0.05)
	if got != want:
		raise Failed('%s: visible %s, expected %s' % (what, sorted(got), sorted(want)))


def expect_eval(b, what, expr, want, settle=2.0):
	# a <details> element's toggle event comes as a task of its own
	deadline = time.monotonic() + settle
	while True:
		got = b.eval(expr)
		if got == want or time.monotonic() > deadline:
			break
		time.sleep(0.05)
	if got != want:
		raise Failed('%s: %s is %r, expected %r' % (what, expr, got, want))


def checkbox(check):
	return '#checks input[value="%s"]' % check


def scenario(b, url):
	b.navigate(url)
	expect_eval(b, 'load', 'document.body.dataset.ready', '1')
	expect(b, 'all findings at first', ALL)
	expect_eval(b, 'count', 'document.getElementById("shown").textContent',
		    '5 of 5 findings shown')
	one = 'document.querySelector(\'.finding[data-key="%s"]\')'
	# its line, and the macro's, not again for the notes on its line
	expect_eval(b, 'source lines of ' + FOO, (one % FOO) + '.querySelectorAll("pre.src").length', 2)
	expect_eval(b, 'the macro note', (one % FOO) + '.querySelector(".rel .macro").textContent',
		    "macrodrivers/foo.c:2:20: note: in expansion of macro 'COPY'2 | #define COPY(d, s) memcpy(d, s, sizeof(*d))")
	expect_eval(b, 'the include chain', (one % UHELP) + '.querySelector(".rel .include summary").textContent',
		    'includeincluded from drivers/net/bar.c:3:1')

	# one check: "none", then tick -Waddress-space
	b.click('#none')
	expect(b, 'no check selected', set())
	b.click(checkbox('-Waddress-space'))
	expect(b, 'check -Waddress-space', {FOO, BAR60})
	b.click(checkbox('-Wnoderef'))
	expect(b, 'checks -Waddress-space and -Wnoderef', {FOO, BAR60, UHELP})
	expect_eval(b, 'fragment', 'location.hash', '#check=-Waddress-space,-Wnoderef')
	b.click('#all')
	expect(b, 'all checks again', ALL)

	# path: a substring, then a glob, then nothing
	b.type_into('#path', 'drivers/net/')
	expect(b, 'path drivers/net/', {BAR40, BAR60})
	expect_eval(b, 'check counts follow the path',
		    'document.querySelector("#checks .n[data-c=\\"0\\"]").textContent', '1')
	b.type_into('#path', '*.h')
	expect(b, 'path glob *.h', {UHELP})
	b.type_into('#path', 'dr?vers/*/bar.[ch]')
	expect(b, 'path glob dr?vers/*/bar.[ch]', {BAR40, BAR60})
	b.type_into('#path', '')
	expect(b, 'empty path', ALL)

	# baseline state
	b.click('input[name=state][value=new]')
	expect(b, 'state new', {BAR40, UHELP, BAZ})
	b.click('input[name=state][value=known]')
	expect(b, 'state known', {FOO, BAR60})
	expect_eval(b, 'new count', 'document.getElementById("n-new").textContent', '3')
	b.click('input[name=state][value=new]')
	b.type_into('#path', 'drivers/')
	expect(b, 'state new and path drivers/', {BAR40})
	expect_eval(b, 'fragment', 'location.hash', '#path=drivers/&state=new')

	# grouping by file keeps the filters
	b.click('input[name=group][value=file]')
	expect(b, 'grouped by file', {BAR40})
	expect_eval(b, 'groups by file',
		    '[].slice.call(document.querySelectorAll("#list .grp>summary"))'
		    '.map(function(e){return e.firstChild.textContent;})',
		    ['drivers/net/bar.c '])
	b.click('#reset')
	expect(b, 'reset', ALL)

	# a link with filters in its fragment, as the summary's links give
	b.navigate(url + '#check=-Wnoderef,&state=new')
	expect(b, 'fragment check=-Wnoderef,&state=new', {UHELP, BAZ})
	expect_eval(b, 'fragment ticks the boxes',
		    'document.querySelector(\'#checks input[value="-Wcontext"]\').checked', False)

	# the data is shown as text, never run as markup
	b.navigate(url)
	expect_eval(b, 'no injected script ran', 'typeof window.pwned', 'undefined')
	expect_eval(b, 'message shown as text',
		    '[].slice.call(document.querySelectorAll(".msg")).some(function(e){'
		    'return e.textContent.indexOf("<script>window.pwned = 1</script>")>=0;})', True)
	expect_eval(b, 'source line shown as text',
		    '[].slice.call(document.querySelectorAll("pre.src mark")).some(function(e){'
		    'return e.textContent.indexOf("</script><script>")>=0;})', True)
	expect_eval(b, 'no element from the data', 'document.querySelectorAll("#list img, #list b").length', 0)

	outside = [u for u in b.requested_urls() if not u.startswith(('file:', 'data:', 'about:'))]
	if outside:
		raise Failed('the report requested %s' % outside)


def scenario_large(b, url, sarif):
	"""A run too large to show at once: groups stay closed until opened,
	a group shows a page of findings and a button for the next one, and
	the group list is paged too."""
	with open(sarif) as f:
		res = json.load(f)['runs'][0]['results']
	paths = [r['locations'][0]['physicalLocation']['artifactLocation']['uri'] for r in res]
	first = sorted(set(r['ruleId'] for r in res))[0]
	in_first = [p for r, p in zip(res, paths) if r['ruleId'] == first]
	files = len(set(paths))
	b.navigate(url)
	expect(b, 'large run: groups closed', set())
	count = 'document.getElementById("shown").textContent'
	expect_eval(b, 'large run', count, '%d of %d findings shown' % (len(res), len(res)))
	b.click('#list .grp>summary')
	n = 'document.querySelectorAll("#list .finding").length'
	expect_eval(b, 'a page of the first group', n, min(100, len(in_first)))
	b.click('#list .grp button.more')
	expect_eval(b, 'the next page', n, min(200, len(in_first)))
	b.type_into('#path', 'sub1/')
	want = sum(1 for p in paths if 'sub1/' in p)
	expect_eval(b, 'large run, path sub1/', count, '%d of %d findings shown' % (want, len(res)))
	# few enough to open every group; otherwise only the one opened
	per = {}
	for r, p in zip(res, paths):
		if 'sub1/' in p:
			per[r['ruleId']] = per.get(r['ruleId'], 0) + 1
	shown = sum(min(100, c) for c in per.values()) if want <= 300 else min(100, per.get(first, 0))
	expect_eval(b, 'path sub1/: findings rendered', n, shown)
	b.type_into('#path', '')
	b.click('input[name=group][value=file]')
	expect_eval(b, 'groups by file, paged', 'document.querySelectorAll("#list .grp").length',
		    min(200, files))
	expect_eval(b, 'button for the other groups', 'document.querySelectorAll("#list>button.more").length',
		    1 if files > 200 else 0)


def measure(chromium, profile, path):
	b = Browser(chromium, profile)
	try:
		b.open_page()
		t = time.monotonic()
		b.navigate('file://' + os.path.abspath(path))
		loaded = time.monotonic() - t
		n = b.eval('document.getElementById("shown").textContent')
		nav = b.eval('performance.timing.loadEventEnd - performance.timing.navigationStart')
		t = time.monotonic()
		b.type_into('#path', 'sub1/')
		filt_text = b.eval('document.getElementById("shown").textContent')
		filt = time.monotonic() - t
		t = time.monotonic()
		b.click('input[name=group][value=file]')
		b.eval('1')
		group = time.monotonic() - t
		print(json.dumps({'load_s': round(loaded, 2), 'page_load_ms': nav, 'shown': n, 'filter_s': round(filt, 2),
				  'after_filter': filt_text, 'group_by_file_s': round(group, 2)}))
	finally:
		b.close()
	return 0


def main(argv):
	if argv[1] == '--measure':
		return measure(argv[2], argv[3], argv[4])
	chromium, profile, report = argv[1:4]
	mutants = argv[4:]
	large = None
	if mutants and mutants[0] == '--large':
		large = mutants[1:3]
		mutants = mutants[3:]
	b = Browser(chromium, profile)
	status = 0
	try:
		b.open_page()
		try:
			scenario(b, 'file://' + os.path.abspath(report))
			if large:
				scenario_large(b, 'file://' + os.path.abspath(large[0]), large[1])
		except Failed as e:
			print('report: %s' % e)
			status = 1
		for m in mutants:
			try:
				scenario(b, 'file://' + os.path.abspath(m))
				print('%s: the broken report passed: the test cannot see a broken filter' % m)
				status = 1
			except Failed as e:
				print('%s fails as it must: %s' % (os.path.basename(m), e))
	except CdpError as e:
		print('chromium: %s' % e)
		status = 1
	finally:
		b.close()
	return status


if __name__ == '__main__':
	sys.exit(main(sys.argv))
