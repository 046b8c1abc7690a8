#!/usr/bin/env python3
"""The OpenCL C amp-clang emits is valid: for every program it accepts, its
-emit-opencl output must compile under Clang's OpenCL 1.2 front end.

    check_validity.py --amp-clang BIN --clang CLANG --out DIR [--conformance SUITE] [--jobs N]
                      [--advice EXPECTED] SOURCE_DIR...

Every .cpp under each SOURCE_DIR (Inputs/ folders included) is tried; a file
amp-clang rejects (a diagnostic test) is counted, not checked. With
--conformance, the suite's valid tests are tried too, with the flags its
runner uses (test.conf definitions, amp_test_lib headers). Exit 1 when any
accepted program's OpenCL C fails to compile, or when nothing was checked.

With --advice, each program is also compiled with -Wamp-coalescing and the
advisor's findings ("case:line:col id", written to DIR/advice.txt) must be
exactly the reviewed list in EXPECTED: a new finding is a false positive until
someone reviews it, a missing one a lost true positive."""
import argparse
import concurrent.futures as cf
import importlib.util
import os
import re
import subprocess
import sys


def cases_in(folder):
    for root, _, files in os.walk(os.path.abspath(folder)):
        for f in sorted(files):
            if f.endswith('.cpp'):
                yield os.path.join(root, f), [], os.path.join(os.path.basename(os.path.abspath(folder)), os.path.relpath(os.path.join(root, f), os.path.abspath(folder)))


def conformance_cases(suite):
    """The suite's valid, runnable tests, with its runner's flags (its run.py)."""
    suite = os.path.abspath(suite)
    spec = importlib.util.spec_from_file_location('conformance_run', os.path.join(suite, 'run.py'))
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    tests = os.path.join(suite, 'Tests')
    inc = os.path.join(suite, 'amp_test_lib', 'inc')
    for root, _, files in sorted(os.walk(tests)):
        if 'test.cpp' not in files:
            continue
        src = os.path.join(root, 'test.cpp')
        text = open(src, encoding='utf-8', errors='replace').read()
        if run.EXPECTS.search(text):
            continue  # invalid code: nothing to lower
        conf = run.find_conf(root, tests)
        _, defs = run.parse_conf(conf) if conf else (False, [{}])
        base = ['-I', inc]
        if run.OWN_MAIN.search(text):
            base += ['-include', os.path.join(suite, 'test_main.h')]
        for i, d in enumerate(defs):
            yield src, base + [f'-D{k}={v}' for k, v in d.items()], f'conformance/{os.path.relpath(root, tests)}#{i}'


ADVICE = re.compile(r'^(.*?):(\d+):(\d+): (?:warning|error): .*\[-W(amp-coalescing-[a-z-]+)\]$', re.M)


def findings(stderr, src, name):
    """The advisor's warnings about \p src itself, as 'case:line:col id'."""
    out = []
    for m in ADVICE.finditer(stderr):
        if os.path.abspath(os.path.join(os.path.dirname(src), m.group(1))) == src:
            out.append(f'{name.split("#")[0]}:{m.group(2)}:{m.group(3)} {m.group(4)}')
    return out


def check(case, args):
    src, flags, name = case
    cl = os.path.join(args.out, name.replace('/', '_').replace('#', '_') + '.cl')
    advice = ['-Wamp-coalescing'] if args.advice else []
    r = subprocess.run([args.amp_clang, '-emit-opencl', src, '-o', cl] + advice + flags, capture_output=True,
                       text=True, cwd=os.path.dirname(src))
    found = findings(r.stderr, src, name) if args.advice else []
    if r.returncode != 0:
        return name, 'rejected', '', found
    if os.path.getsize(cl) == 0:
        return name, 'no kernels', '', found
    r = subprocess.run([args.clang, '-x', 'cl', '-cl-std=CL1.2', '-Xclang', '-finclude-default-header',
                        '-fsyntax-only', cl], capture_output=True, text=True)
    return name, 'valid' if r.returncode == 0 else 'INVALID', r.stderr[:2000], found


def compare_advice(found, expected_file, out, ignore, names):
    """Exit status 1 when the findings differ from the reviewed list's entries
    for the programs \p names (the list covers several runs)."""
    if ignore:
        found = {f for f in found if not re.search(ignore, f)}
    with open(os.path.join(out, 'advice.txt'), 'w') as f:
        f.writelines(line + '\n' for line in sorted(found))
    expected = set()
    with open(expected_file) as f:
        for line in f:
            words = line.split('#', 1)[0].split()
            if words and words[0].rsplit(':', 2)[0] in names:
                expected.add(' '.join(words[:2]))
    new, lost = sorted(found - expected), sorted(expected - found)
    for line in new:
        print(f'UNREVIEWED FINDING {line}')
    for line in lost:
        print(f'LOST FINDING {line}')
    print(f'advisor: {len(found)} findings, {len(new)} unreviewed, {len(lost)} lost')
    return 1 if new or lost else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--amp-clang', required=True)
    ap.add_argument('--clang', required=True, help="Clang with the OpenCL front end (LLVM 19's clang)")
    ap.add_argument('--out', required=True)
    ap.add_argument('--conformance', default='')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--advice', default='', help='the reviewed -Wamp-coalescing findings')
    ap.add_argument('--advice-ignore', default='', help='findings (regex) checked elsewhere')
    ap.add_argument('sources', nargs='*')
    args = ap.parse_args()
    args.amp_clang = os.path.abspath(args.amp_clang)
    args.out = os.path.abspath(args.out)
    os.makedirs(args.out, exist_ok=True)
    cases = [c for d in args.sources for c in cases_in(d)]
    if args.conformance:
        cases += list(conformance_cases(args.conformance))
    counts = {}
    advice = set()
    # Each program's verdict, for whoever looks (verdicts.txt).
    with cf.ThreadPoolExecutor(args.jobs) as pool, open(os.path.join(args.out, 'verdicts.txt'), 'w') as verdicts:
        for name, verdict, log, found in pool.map(lambda c: check(c, args), cases):
            advice.update(found)
            counts[verdict] = counts.get(verdict, 0) + 1
            verdicts.write(f'{verdict}\t{name}\n')
            if verdict == 'INVALID':
                print(f'INVALID {name}\n{log}')
    print(', '.join(f'{v} {n}' for v, n in sorted(counts.items())))
    status = 1 if counts.get('INVALID') or not counts.get('valid') else 0
    if args.advice:
        names = {c[2].split('#')[0] for c in cases}
        status |= compare_advice(advice, args.advice, args.out, args.advice_ignore, names)
    return status


if __name__ == '__main__':
    sys.exit(main())
