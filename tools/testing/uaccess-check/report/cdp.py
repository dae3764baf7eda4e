# SPDX-License-Identifier: GPL-2.0
#
# A minimal client of Chromium's DevTools protocol over
# --remote-debugging-pipe (fd 3: commands in, fd 4: replies and events
# out, each message JSON ended by a NUL byte): the standard library is
# enough, where a WebSocket would need a package.

import json
import os
import subprocess
import time


class CdpError(Exception):
	pass


class Browser:
	def __init__(self, chromium, profile, width=1200, height=900):
		to_child, self.w = os.pipe()
		self.r, from_child = os.pipe()

		def fds():
			# dup first: a pipe end may already sit on 3 or 4
			a, b = os.dup(to_child), os.dup(from_child)
			os.dup2(a, 3)
			os.dup2(b, 4)

		self.proc = subprocess.Popen(
			[chromium, '--headless', '--no-sandbox', '--disable-gpu',
			 '--remote-debugging-pipe', '--no-first-run', '--no-default-browser-check',
			 '--disable-background-networking', '--disable-component-update',
			 '--disable-sync', '--disable-extensions', '--user-data-dir=' + profile,
			 '--window-size=%d,%d' % (width, height), 'about:blank'],
			preexec_fn=fds, pass_fds=(3, 4), stdin=subprocess.DEVNULL,
			stdout=subprocess.DEVNULL, stderr=open(os.path.join(profile, 'stderr'), 'wb'))
		os.close(to_child)
		os.close(from_child)
		self.buf = b''
		self.next_id = 0
		self.events = []
		self.session = None

	def send(self, method, params=None, session=True, timeout=30):
		self.next_id += 1
		msg = {'id': self.next_id, 'method': method, 'params': params or {}}
		if session and self.session:
			msg['sessionId'] = self.session
		os.write(self.w, json.dumps(msg).encode() + b'\0')
		deadline = time.monotonic() + timeout
		while True:
			m = self.read(deadline)
			if m.get('id') == self.next_id:
				if 'error' in m:
					raise CdpError('%s: %s' % (method, m['error']))
				return m.get('result', {})
			self.events.append(m)

	def read(self, deadline):
		while b'\0' not in self.buf:
			if time.monotonic() > deadline:
				raise CdpError('no answer from chromium in time')
			import select
			ready, _, _ = select.select([self.r], [], [], 0.5)
			if ready:
				chunk = os.read(self.r, 1 << 16)
				if not chunk:
					raise CdpError('chromium closed the pipe (see %s)' % 'its stderr')
				self.buf += chunk
		msg, self.buf = self.buf.split(b'\0', 1)
		return json.loads(msg)

	def wait_event(self, method, timeout=30):
		deadline = time.monotonic() + timeout
		while True:
			for i, m in enumerate(self.events):
				if m.get('method') == method:
					del self.events[i]
					return m
			self.events.append(self.read(deadline))

	def open_page(self):
		target = self.send('Target.createTarget', {'url': 'about:blank'}, session=False)
		att = self.send('Target.attachToTarget',
				{'targetId': target['targetId'], 'flatten': True}, session=False)
		self.session = att['sessionId']
		self.send('Page.enable')
		self.send('Network.enable')

	def navigate(self, url):
		"""Load url afresh: from about:blank, since a URL that differs
		from the page's only in its fragment would not load again."""
		for u in ('about:blank', url):
			self.events = [m for m in self.events if m.get('method') != 'Page.loadEventFired']
			self.send('Page.navigate', {'url': u})
			try:
				self.wait_event('Page.loadEventFired')
			except CdpError as e:
				raise CdpError('loading %s: %s' % (u, e))

	def eval(self, expr):
		r = self.send('Runtime.evaluate', {'expression': expr, 'returnByValue': True})
		if 'exceptionDetails' in r:
			raise CdpError('%s: %s' % (expr, r['exceptionDetails'].get('exception', {})
						   .get('description', r['exceptionDetails'])))
		return r['result'].get('value')

	def click(self, selector):
		"""A real mouse click in the middle of the element."""
		rect = self.eval('(function(){var e=document.querySelector(%s);'
				 'if(!e)return null;e.scrollIntoView({block:"center"});'
				 'var r=e.getBoundingClientRect();return [r.x+r.width/2,r.y+r.height/2];})()'
				 % json.dumps(selector))
		if rect is None:
			raise CdpError('no element %s to click' % selector)
		for kind in ('mousePressed', 'mouseReleased'):
			self.send('Input.dispatchMouseEvent', {'type': kind, 'x': rect[0], 'y': rect[1],
							       'button': 'left', 'clickCount': 1})

	def type_into(self, selector, text):
		"""Click into a text box, select its text and type over it."""
		self.click(selector)
		self.eval('document.querySelector(%s).select()' % json.dumps(selector))
		if text:
			self.send('Input.insertText', {'text': text})
		else:
			for kind in ('keyDown', 'keyUp'):
				self.send('Input.dispatchKeyEvent', {'type': kind, 'key': 'Backspace',
								     'code': 'Backspace',
								     'windowsVirtualKeyCode': 8})

	def requested_urls(self):
		return [m['params']['request']['url'] for m in self.events
			if m.get('method') == 'Network.requestWillBeSent']

	def close(self):
		try:
			self.send('Browser.close', session=False, timeout=5)
		except (CdpError, OSError):
			pass
		try:
			self.proc.wait(timeout=10)
		except subprocess.TimeoutExpired:
			self.proc.kill()
			self.proc.wait()
		os.close(self.w)
		os.close(self.r)
