#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""gen-arch-builtins.py: an architecture's builtins, with their types, as gcc declares them.

    python3 gen-arch-builtins.py [--cc aarch64-linux-gnu-gcc] [HEADER...] >builtins-aarch64.def
    python3 gen-arch-builtins.py --cc arm-linux-gnueabihf-gcc >builtins-arm.def

gcc declares the target builtins its intrinsic headers call (arm_neon.h's
__builtin_aarch64_ld1v16qi_us and 2,500 others) inside the compiler, so no
file gives their types.  This asks the cross compiler itself:

  1. the headers (default: arm_neon.h, arm_acle.h, arm_fp16.h, arm_bf16.h),
     preprocessed, give each builtin they call and its number of arguments
     (the target's: __builtin_aarch64_* for aarch64, __builtin_neon_* and
     __builtin_arm_* for 32-bit arm);
  2. each is called with that many arguments of a struct type: gcc reports
     "incompatible type for argument K", noting the parameter's type;
  3. each is called again with arguments of those types, its result
     assigned to a struct: gcc names the result's type (or says void).

The output is one ARCH_BUILTIN(name, "signature") a line, sorted by name,
the signature spelled as gcc prints the types (scripts/uaccess-check reads
it with builtin.c's signature reader).  A builtin gcc answered for in an
unexpected way is left out and named on stderr.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HEADERS = ['arm_neon.h', 'arm_acle.h', 'arm_fp16.h', 'arm_bf16.h']
# By the compiler's name: the target builtins' prefixes, and the options
# under which the headers call them all (32-bit arm's headers leave out
# the half-precision intrinsics without an fp16 architecture and format).
TARGETS = (('aarch64', ('aarch64',), []),
           ('arm', ('neon', 'arm'), ['-march=armv8.2-a+fp16', '-mfpu=neon-fp-armv8',
                                     '-mfp16-format=ieee']))
ARG_NOTE = re.compile(r"note: expected '(.*)' but argument is of type 'struct uc_probe'")
ARG_ERR = re.compile(r"incompatible type for argument (\d+) of '(\w+)'")
RET_ERR = re.compile(r"incompatible types when assigning to type 'struct uc_probe' from type '(.*)'")
VOID_ERR = re.compile(r"void value not ignored as it ought to be")
WHERE = re.compile(r'^[^:]*:(\d+):\d+: (error|note): ')
INTEGER = re.compile(r'^((un)?signed |short |long )*(char|int)$')


def arity(text, start):
    """Arguments of the call whose '(' is at START: top-level commas, or 0."""
    depth, commas, empty = 0, 0, True
    for i in range(start, len(text)):
        c = text[i]
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
            if depth == 0:
                return 0 if empty else commas + 1
        elif c == ',' and depth == 1:
            commas += 1
        elif depth >= 1 and not c.isspace():
            empty = False
    raise ValueError('unbalanced call')


def compile_probe(cc, flags, prelude, bodies):
    """gcc's messages on the probe functions, by function index."""
    with tempfile.NamedTemporaryFile('w', suffix='.c', delete=False) as f:
        f.write(prelude)
        f.write('struct uc_probe { int x; };\n')
        first = prelude.count('\n') + 2
        for b in bodies:
            f.write(b + '\n')
        name = f.name
    try:
        r = subprocess.run([cc] + flags + ['-fsyntax-only', '-ffreestanding', '-fno-diagnostics-show-caret',
                            '-fdiagnostics-plain-output', '-w', '-fmax-errors=0', name],
                           capture_output=True, text=True, env=dict(os.environ, LC_ALL='C'))
    finally:
        os.unlink(name)
    out, cur = {}, None
    for line in r.stderr.splitlines():
        m = WHERE.match(line)
        if not m:
            continue
        if line.startswith(name + ':') and m.group(2) == 'error':
            cur = int(m.group(1)) - first
        # a note may point into the header that declared the builtin
        if cur is not None:
            out.setdefault(cur, []).append(line)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--cc', default='aarch64-linux-gnu-gcc')
    ap.add_argument('headers', nargs='*', default=HEADERS)
    args = ap.parse_args()
    base = os.path.basename(args.cc)
    target = next((t for t in TARGETS if base.startswith(t[0])), None)
    if not target:
        sys.exit('gen-arch-builtins: no builtin prefix known for %s' % args.cc)
    prefixes, flags = target[1], target[2]
    call_re = re.compile(r'\b(__builtin_(?:%s)_\w+)\s*\(' % '|'.join(prefixes))
    prelude = ''.join('#include <%s>\n' % h for h in args.headers)
    text = subprocess.run([args.cc] + flags + ['-E', '-P', '-ffreestanding', '-'], input=prelude,
                          capture_output=True, text=True, check=True).stdout
    nargs = {}
    for m in call_re.finditer(text):
        nargs.setdefault(m.group(1), arity(text, m.end() - 1))
    names = sorted(nargs)

    # 2: the parameters' types
    bodies = ['void uc_p%d(void) { struct uc_probe p; %s(%s); }' %
              (i, n, ', '.join(['p'] * nargs[n])) for i, n in enumerate(names)]
    msgs = compile_probe(args.cc, flags, prelude, bodies)
    params, bad = {}, []
    for i, n in enumerate(names):
        types, k = [None] * nargs[n], None
        for line in msgs.get(i, []):
            m = ARG_ERR.search(line)
            if m:
                k = int(m.group(1)) - 1
                continue
            m = ARG_NOTE.search(line)
            if m and k is not None and k < len(types):
                types[k] = m.group(1)
                k = None
        if None in types:
            bad.append(n)
        else:
            params[n] = types

    # 3: the result's type, from a call with arguments of those types:
    # integers as 0 (lane numbers must be constants), others as variables
    def call(n):
        decls, vals = [], []
        for k, t in enumerate(params[n]):
            if INTEGER.match(t):
                vals.append('0')
            else:
                decls.append('%s a%d;' % (t[:-1] + ' *' if t.endswith('*') else t, k))
                vals.append('a%d' % k)
        return '%s struct uc_probe r; r = %s(%s);' % (' '.join(decls), n, ', '.join(vals))
    names = [n for n in names if n in params]
    bodies = ['void uc_r%d(void) { %s }' % (i, call(n)) for i, n in enumerate(names)]
    msgs = compile_probe(args.cc, flags, prelude, bodies)
    out = []
    for i, n in enumerate(names):
        ret = None
        for line in msgs.get(i, []):
            m = RET_ERR.search(line)
            if m:
                ret = m.group(1)
            elif VOID_ERR.search(line):
                ret = 'void'
        if ret is None:
            bad.append(n)
            continue
        out.append('ARCH_BUILTIN(%s, "%s(%s)")' % (n, ret, ', '.join(params[n]) or 'void'))
    for n in sorted(bad):
        print('gen-arch-builtins: no type for %s' % n, file=sys.stderr)
    version = subprocess.run([args.cc, '-dumpfullversion'], capture_output=True,
                             text=True).stdout.strip()
    print('/* SPDX-License-Identifier: GPL-2.0 */')
    print('/*')
    print(' * Written by gen-arch-builtins.py with %s %s:' % (os.path.basename(args.cc), version))
    print(' * the builtins that %s call,' % ', '.join(args.headers))
    if flags:
        print(' * under %s,' % ' '.join(flags))
    print(' * with the types gcc gives them, sorted by name.  Do not edit: run the')
    print(' * script again.')
    print(' */')
    for line in out:
        print(line)
    return 0


if __name__ == '__main__':
    sys.exit(main())
