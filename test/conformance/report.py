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
    (r'over memory that is not global|views over different address spaces|several spaces', 'one object or one condition holding views over several address spaces: not lowered (OpenCL C 1.2 pointers carry their address space)'),
    (r'cannot yet lower', 'other constructs the lowering names (amp-unsupported-construct)'),
    (r"amp-texture-|amp_clang/textures/", 'textures (<amp_graphics.h>): a texture rule or the texture headers'),
    (r'no member named|no matching (constructor|function|member)|undeclared identifier|no viable|too many arguments|too few arguments|cannot bind|could not bind', 'amp.h API surface still missing (the member or overload the error names)'),
    (r'invalid code accepted', 'a restriction rule or API constraint not yet diagnosed'),
    (r'error reported outside the test', 'the mistake is caught, but inside amp.h (a static_assert) rather than at the user\'s line'),
    (r'failed to build the program', 'generated OpenCL C that the device compiler rejects'),
    (r'^run', 'wrong result or exception at run time'),
    (r'^not run', 'not measured: the measuring run was cut short before this test (it is not in the passing list)'),
    (r'^rejected|^build', 'valid code rejected by the front end (Clang vs. MSVC dialect or a check)'),
]


# Tests whose failure is a decision, or a gap that needs more than a pattern
# to name: the explanation replaces the gap.
DECISIONS = {
    '5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/AssgnOps/Test.01':
        'decision: its kernel lambda is `mutable`. Kernels are const (amp-mutable-kernel): Microsoft\'s compiler '
        'accepted mutable kernels only through a known bug, and its C++ AMP team announced they may be refused '
        'in later releases and other implementations ("Mutable lambdas considered harmful in C++ AMP")',
    '5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.02.01':
        'decision: amp_test_lib\'s `Verify<const int>` instantiates `std::vector<const int>`, which libstdc++ '
        'refuses with a static_assert (Visual C++\'s library accepted it); amp-clang builds on the platform\'s '
        'C++ library',
    '2_Cxx_Lang_Exte/2_1_Synt/2_1_1_Func_Decl_Synt/Simple/Test.02':
        'gap: half of its definition sets declare `auto a = 3, f() -> int, b = 3;`, which Clang refuses in every '
        'language mode ("declaration with trailing return type must be the only declaration in its group"); '
        'Visual C++ accepted it',
    '2_Cxx_Lang_Exte/2_x_general/decltype_specifier/expression.01':
        'gap: overload resolution that depends on the calling function\'s restriction when the cpu and amp '
        'overloads differ in arity or take variadic or class parameters (amp code still sees such cpu '
        'overloads); cpu code is right since 2026-11-25 (judged on the host view), but the host view also '
        'keeps restrictions written on a type-id inside a macro argument (`TEST(decltype(f), int() '
        'restrict(amp))`), which it cannot parse',
    '2_Cxx_Lang_Exte/2_3_Expr_Invo_Rest_Func/2_3_2_Func_Over/2_3_2_1_Over_Reso/Overloading/conversion_operator/multiple_restrictions_non_class.01':
        'gap: conversion operators overloaded on restriction with different target types; the choice depends '
        'on the calling context\'s restriction, which one Clang parse cannot make',
}


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
        why = DECISIONS.get(os.path.dirname(test))
        if why:
            gaps.setdefault('decisions and named gaps, test by test', []).append((test, why))
            continue
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
            out.append(f'- `{os.path.dirname(test)}`: {err if err.startswith(("decision", "gap")) else err[:160]}')
        out.append('')
    print('\n'.join(out))


if __name__ == '__main__':
    main()
