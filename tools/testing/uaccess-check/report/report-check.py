#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
#
# A report of any size in headless Chromium, through the controls a reader
# uses: it loads, shows every result of its SARIF, and the check, path and
# state filters show exactly the results the SARIF has for each (counted
# here from the SARIF itself).  For the whole-tree reports that no test
# can afford; browser.sh tests the controls on a fixture.  Usage:
#   report-check.py CHROMIUM REPORT.html REPORT.sarif [CHECK...] [--path=PREFIX]
# Prints what it checked and the load time; exit status 1 on a mismatch.

import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402


def shown(b):
	return b.eval('document.getElementById("shown").textContent')


def wait_shown(b, want, settle=60.0):
	deadline = time.monotonic() + settle
	while True:
		got = shown(b)
		if got.startswith('%d of ' % want) or time.monotonic() > deadline:
			return got
		time.sleep(0.1)


def main(argv):
	chromium, report, sarif = argv[1:4]
	checks = [a for a in argv[4:] if not a.startswith('--path=')]
	path = ([a[7:] for a in argv[4:] if a.startswith('--path=')] or ['drivers/'])[0]
	results = json.load(open(sarif, encoding='utf-8'))['runs'][0]['results']

	def uri(r):
		locs = r.get('locations') or [{}]
		return locs[0].get('physicalLocation', {}).get('artifactLocation', {}).get('uri', '')

	total = len(results)
	bad = 0
	with tempfile.TemporaryDirectory() as profile:
		b = Browser(chromium, profile)
		try:
			b.open_page()
			t0 = time.monotonic()
			b.navigate('file://' + os.path.abspath(report))
			deadline = time.monotonic() + 120
			while b.eval('document.body.dataset.ready') != '1' and time.monotonic() < deadline:
				time.sleep(0.1)
			print('loaded in %.1f s' % (time.monotonic() - t0))
			steps = [('all', None, total)]
			for c in checks:
				steps.append(('check ' + c, c, sum(1 for r in results if r.get('ruleId') == c)))
			for what, c, want in steps:
				if c:
					b.click('#none')
					b.click('#checks input[value="%s"]' % c)
				got = wait_shown(b, want)
				ok = got.startswith('%d of ' % want)
				bad += not ok
				print('%s: %s (SARIF: %d) %s' % (what, got, want, 'ok' if ok else 'MISMATCH'))
			b.click('#all')
			b.type_into('#path', path)
			want = sum(1 for r in results if path in uri(r))
			got = wait_shown(b, want)
			ok = got.startswith('%d of ' % want)
			bad += not ok
			print('path %s: %s (SARIF: %d) %s' % (path, got, want, 'ok' if ok else 'MISMATCH'))
			outside = [u for u in b.requested_urls() if not u.startswith('file:')]
			if outside:
				bad += 1
				print('requested outside file: %s' % outside[:5])
		finally:
			b.close()
	return 1 if bad else 0


if __name__ == '__main__':
	sys.exit(main(sys.argv))
