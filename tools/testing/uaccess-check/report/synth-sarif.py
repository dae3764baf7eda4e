# SPDX-License-Identifier: GPL-2.0
#
# A synthetic SARIF run of N findings over F files, shaped like the
# checker's (rules, source lines, notes, macro and include chains,
# functions, units, baseline states), for the report's large-run test
# and for measuring it: synth-sarif.py N F >run.sarif

import json
import sys

CHECKS = ['address-space', 'noderef', 'context', 'cast-truncate', 'bitwise', 'decl',
	  'shadow', 'sizeof-bool', 'user-info-leak', 'double-fetch']


def loc(path, line, col, end, text):
	return {'artifactLocation': {'uri': path, 'uriBaseId': 'SRCROOT'},
		'region': {'startLine': line, 'startColumn': col, 'endLine': line,
			   'endColumn': end, 'snippet': {'text': text + '\n'}}}


def main():
	n, nfiles = int(sys.argv[1]), int(sys.argv[2])
	files = ['drivers/sub%d/file%d.%s' % (i % 37, i, 'h' if i % 10 == 0 else 'c')
		 for i in range(nfiles)]
	rules = [{'id': '-W' + c, 'name': c, 'shortDescription': {'text': 'the %s check' % c},
		  'fullDescription': {'text': 'the %s check' % c}, 'help': {'text': 'fix it'},
		  'defaultConfiguration': {'enabled': True, 'level': 'warning'}} for c in CHECKS]
	results = []
	for i in range(n):
		c = i % len(CHECKS)
		path = files[i % nfiles]
		line = 10 + i % 900
		text = '\tret = copy_to_user(ubuf%d, &kbuf, sizeof(kbuf)); /* %d */' % (i % 7, i)
		res = {'ruleId': '-W' + CHECKS[c], 'ruleIndex': c, 'level': 'warning',
		       'message': {'text': 'incorrect type in argument 1 (different address spaces) #%d' % i},
		       'locations': [{'physicalLocation': loc(path, line, 8, 20, text),
				      'logicalLocations': [{'name': 'func%d' % (i % 500), 'kind': 'function'}]}],
		       'relatedLocations': [
			       {'id': 1, 'message': {'text': "expected 'void [noderef] __user *to'"},
				'physicalLocation': loc(path, line, 8, 20, text)},
			       {'id': 2, 'message': {'text': "got 'char *'"},
				'physicalLocation': loc(path, line, 8, 20, text)}],
		       'partialFingerprints': {'uaccessCheck/v1': '%016x' % i},
		       'baselineState': 'new' if i % 3 == 0 else 'unchanged',
		       'properties': {'unit': path}}
		if i % 4 == 0:
			res['relatedLocations'].append(
				{'id': 3, 'message': {'text': "in expansion of macro 'COPY_OUT'"},
				 'physicalLocation': loc(path, 3, 20, 40,
							 '#define COPY_OUT(u, k) copy_to_user(u, &k, sizeof(k))')})
		if path.endswith('.h'):
			units = ['drivers/sub%d/unit%d.c' % (i % 37, j) for j in range(i % 5 + 1)]
			res['properties'] = {'unit': units[0], 'units': units}
			res['relatedLocations'].append(
				{'id': 4, 'message': {'text': 'included from here'},
				 'physicalLocation': loc(units[0], 5, 1, 2, '#include "%s"' % path)})
		results.append(res)
	run = {'tool': {'driver': {'name': 'uaccess-check', 'version': 'synthetic',
				   'informationUri': 'https://example.org/', 'rules': rules}},
	       'originalUriBaseIds': {'SRCROOT': {'uri': 'file:///src/'}},
	       'results': results}
	json.dump({'version': '2.1.0', 'runs': [run]}, sys.stdout)


main()
