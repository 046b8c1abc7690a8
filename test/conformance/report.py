#!/usr/bin/env python3
"""Writes docs/conformance.md's generated part from a run.py results.tsv.

Usage: report.py RESULTS_TSV TESTS_DIR > table.md
Each failing test is filed under a named gap: the first matching pattern of
GAPS below, applied to its failure reason and first error.
"""
import collections
import os
import re
import sys

# (pattern on "reason<TAB>first error", name of the gap). First match wins.
GAPS = [
    (r'must be compiled with amp-clang|host text cannot be rewritten', 'a kernel whose host text cannot be rewritten (a system header, or a macro expansion not recorded)'),
    (r'over memory that is not global', 'array_views over private or tile_static memory: not lowered (OpenCL C 1.2 pointers carry their address space; a view is __global)'),
    (r'cannot yet lower', 'other constructs the lowering names (amp-unsupported-construct)'),
    (r"amp_graphics\.h|amp_short_vectors\.h", 'graphics and short vector types (<amp_graphics.h>, <amp_short_vectors.h>): not provided yet'),
    (r'no member named|no matching (constructor|function|member)|undeclared identifier|no viable|too many arguments|too few arguments|cannot bind|could not bind', 'amp.h API surface still missing (the member or overload the error names)'),
    (r'invalid code accepted', 'a restriction rule or API constraint not yet diagnosed'),
    (r'error reported outside the test', 'the mistake is caught, but inside amp.h (a static_assert) rather than at the user\'s line'),
    (r'failed to build the program', 'generated OpenCL C that the device compiler rejects'),
    (r'^run', 'wrong result or exception at run time'),
    (r'^not run', 'not measured: the measuring run was cut short before this test (it is not in the passing list)'),
    (r'^rejected|^build', 'valid code rejected by the front end (Clang vs. MSVC dialect or a check)'),
]


def main():
    results, tests = sys.argv[1], sys.argv[2]
    rows = [l.rstrip('\n').split('\t') for l in open(results) if l.strip()]
    chapters = collections.OrderedDict()
    gaps = collections.OrderedDict((name, []) for _, name in GAPS)
    for test, result, reason, err in (r + [''] * (4 - len(r)) for r in rows):
        text = open(os.path.join(tests, test), errors='replace').read()
        kind = 'invalid' if re.search(r'//#\s*Expects\s*\d*\s*:\s*(warning|error)', text, re.I) else 'valid'
        c = chapters.setdefault((test.split('/')[0], kind), collections.Counter())
        c[result] += 1
        if result != 'FAIL':
            continue
        key = f'{reason}\t{err}'
        for pattern, name in GAPS:
            if re.search(pattern, key):
                gaps[name].append((test, err or reason))
                break
    out = ['| chapter | code | pass | skip | fail |', '| --- | --- | --- | --- | --- |']
    total = collections.Counter()
    for (ch, kind), c in sorted(chapters.items()):
        out.append(f'| {ch} | {kind} | {c["PASS"]} | {c["SKIP"]} | {c["FAIL"]} |')
        for r in ('PASS', 'SKIP', 'FAIL'):
            total[(kind, r)] += c[r]
    for kind in ('valid', 'invalid'):
        out.append(f'| **all** | {kind} | {total[(kind, "PASS")]} | {total[(kind, "SKIP")]} | {total[(kind, "FAIL")]} |')
    out += ['', '## Why each remaining test fails', '']
    for name, items in gaps.items():
        if not items:
            continue
        out += [f'### {name} ({len(items)})', '']
        for test, err in sorted(items):
            err = re.sub(r'/\S*/(Tests|amp_test_lib|include)/', r'\1/', err).replace('|', '\\|')
            out.append(f'- `{os.path.dirname(test)}`: {err[:160]}')
        out.append('')
    print('\n'.join(out))


if __name__ == '__main__':
    main()
