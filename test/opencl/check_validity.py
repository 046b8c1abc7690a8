#!/usr/bin/env python3
"""The OpenCL C amp-clang emits is valid: for every program it accepts, its
-emit-opencl output must compile under Clang's OpenCL 1.2 front end.

    check_validity.py --amp-clang BIN --clang CLANG --out DIR [--conformance SUITE [--conformance-work DIR]]
                      [--jobs N] [--advice EXPECTED] SOURCE_DIR...

Every .cpp under each SOURCE_DIR (Inputs/ folders included) is tried; a file
amp-clang rejects (a diagnostic test) is counted, not checked. With
--conformance, the suite's valid tests are tried too, with the flags its
runner uses (test.conf definitions, amp_test_lib headers). With
--conformance-work, the OpenCL C and the advisor's findings are read from a
conformance run made through test/conformance/amp-clang-keeping-opencl.sh
(its --out folder) instead of compiling each program again; a program that run
did not build (a compile-only test, or a variant after a failed one) is
compiled here. Exit 1 when any accepted program's OpenCL C fails to compile,
or when nothing was checked.

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
                yield (os.path.join(root, f), [],
                       os.path.join(os.path.basename(os.path.abspath(folder)), os.path.relpath(os.path.join(root, f), os.path.abspath(folder))),
                       None)


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
        compile_only, defs = run.parse_conf(conf) if conf else (False, [{}])
        # run.py's folder for the test, and whether it builds (not -fsyntax-only).
        work = os.path.relpath(src, tests).replace('/', '_').lstrip('._')
        base = ['-I', inc]
        if run.OWN_MAIN.search(text):
            base += ['-include', os.path.join(suite, 'test_main.h')]
        for i, d in enumerate(defs):
            built = None if compile_only else (work, i)
            yield src, base + [f'-D{k}={v}' for k, v in d.items()], f'conformance/{os.path.relpath(root, tests)}#{i}', built


ADVICE = re.compile(r'^(.*?):(\d+):(\d+): (?:warning|error): .*\[-W(amp-coalescing-[a-z-]+)\]$', re.M)


def findings(stderr, src, name):
    """The advisor's warnings about \p src itself, as 'case:line:col id'."""
    out = []
    for m in ADVICE.finditer(stderr):
        if os.path.abspath(os.path.join(os.path.dirname(src), m.group(1))) == src:
            out.append(f'{name.split("#")[0]}:{m.group(2)}:{m.group(3)} {m.group(4)}')
    return out


def saved_build(built, args):
    """The conformance run's build log and the OpenCL C it kept (None: the build
    failed; '': built without keeping it), or None when that run made no such build."""
    if not built or not args.conformance_work:
        return None
    work, i = built
    folder = os.path.join(args.conformance_work, 'work', work)
    log = os.path.join(folder, f'build{i}.log')
    if not os.path.exists(log):
        return None
    cl, exe = os.path.join(folder, f'test{i}.out.cl'), os.path.join(folder, f'test{i}.out')
    if os.path.exists(cl):
        kept = cl
    elif os.path.exists(exe):
        kept = ''  # built, yet nothing kept: that run did not go through the wrapper
    else:
        kept = None  # the build failed
    return open(log, errors='replace').read(), kept


def check(case, args):
    src, flags, name, built = case
    saved = saved_build(built, args)
    if saved:
        log, cl = saved
        found = findings(log, src, name) if args.advice else []
        if cl is None:
            return name, 'rejected', '', found, True
        if cl == '':
            return name, 'UNKEPT', 'built by the conformance run, but its OpenCL C was not kept', found, True
    else:
        cl = os.path.join(args.out, name.replace('/', '_').replace('#', '_') + '.cl')
        advice = ['-Wamp-coalescing'] if args.advice else []
        r = subprocess.run([args.amp_clang, '-emit-opencl', src, '-o', cl] + advice + flags, capture_output=True,
                           text=True, cwd=os.path.dirname(src))
        found = findings(r.stderr, src, name) if args.advice else []
        if r.returncode != 0:
            return name, 'rejected', '', found, False
    if os.path.getsize(cl) == 0:
        return name, 'no kernels', '', found, bool(saved)
    # As a device with images sees it: kernels' image variants included.
    r = subprocess.run([args.clang, '-x', 'cl', '-cl-std=CL1.2', '-Xclang', '-finclude-default-header',
                        '-D__IMAGE_SUPPORT__', '-fsyntax-only', cl], capture_output=True, text=True)
    return name, 'valid' if r.returncode == 0 else 'INVALID', r.stderr[:2000], found, bool(saved)


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
    ap.add_argument('--conformance-work', default='', help="a conformance run's --out, made with the keeping wrapper")
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--advice', default='', help='the reviewed -Wamp-coalescing findings')
    ap.add_argument('--advice-ignore', default='', help='findings (regex) checked elsewhere')
    ap.add_argument('sources', nargs='*')
    args = ap.parse_args()
    args.amp_clang = os.path.abspath(args.amp_clang)
    args.out = os.path.abspath(args.out)
    args.conformance_work = os.path.abspath(args.conformance_work) if args.conformance_work else ''
    os.makedirs(args.out, exist_ok=True)
    cases = [c for d in args.sources for c in cases_in(d)]
    if args.conformance:
        cases += list(conformance_cases(args.conformance))
    counts = {}
    reused = 0
    advice = set()
    # Each program's verdict, for whoever looks (verdicts.txt).
    with cf.ThreadPoolExecutor(args.jobs) as pool, open(os.path.join(args.out, 'verdicts.txt'), 'w') as verdicts:
        for name, verdict, log, found, kept in pool.map(lambda c: check(c, args), cases):
            reused += kept
            advice.update(found)
            counts[verdict] = counts.get(verdict, 0) + 1
            verdicts.write(f'{verdict}\t{name}\n')
            if verdict in ('INVALID', 'UNKEPT'):
                print(f'{verdict} {name}\n{log}')
    print(', '.join(f'{v} {n}' for v, n in sorted(counts.items())))
    if args.conformance_work:
        print(f'{reused} of {len(cases)} programs read from the conformance run, the rest compiled here')
    status = 1 if counts.get('INVALID') or counts.get('UNKEPT') or not counts.get('valid') else 0
    if args.advice:
        names = {c[2].split('#')[0] for c in cases}
        status |= compare_advice(advice, args.advice, args.out, args.advice_ignore, names)
    return status


if __name__ == '__main__':
    sys.exit(main())
