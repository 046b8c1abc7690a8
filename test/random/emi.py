"""Equivalence modulo inputs (EMI) variants of the compile-and-run lit tests.

Each kernel lambda `[...](index<N> i) restrict(amp) {` (or `tiled_index<...> t`)
gets, right after its opening brace and on the same line (kernels written in
macros stay one line), a block of random code that never runs: its condition,
`i[0] < -1000000` (or `t.global[0] < ...`), is false for every thread but not
known to the compiler. The variant must print what the test prints.
"""
import os
import random
import re
import shlex
import zlib

from exprs import Exprs, Scope

KERNEL = re.compile(r"\]\s*\(\s*(?:const\s+)?(index<\d>|tiled_index<[^>()]*>)\s*(?:const\s*)?&?\s*(\w+)\s*\)"
                    r"\s*(?:const\s+)?restrict\s*\(\s*amp\s*\)\s*(?:mutable\s*)?\{")
# only what needs no declarations from outside the lambda
EMI_FEATURES = {"loops", "switch", "nested-if", "ternary", "local-arrays", "conversions", "pointers"}


def test_command(path):
    """(amp-clang flags, run-differential options) of a simple run test, or None."""
    with open(path) as f:
        text = f.read()
    runs = re.findall(r"//\s*RUN:\s*(.*)", text)
    compiles = [r for r in runs if "%amp-clang" in r]
    executes = [r for r in runs if "%run" in r]
    if len(compiles) != 1 or len(executes) != 1 or re.match(r"\s*not\b", executes[0]):
        return None
    m = re.match(r"%amp-clang\s+(.*?)\s*%s\s+-o\s+%t\s*$", compiles[0])
    if not m or "%" in m.group(1).replace("%S", ""):
        return None
    flags = shlex.split(m.group(1).replace("%S", os.path.dirname(path)))
    m = re.match(r"%run\s+(.*?)%t\b", executes[0])
    if not m:
        return None
    opts = shlex.split(m.group(1))
    if any(o != "--ignore" and (i == 0 or opts[i - 1] != "--ignore") for i, o in enumerate(opts)):
        return None
    return flags, opts


def run_tests(folder):
    return [os.path.join(folder, f) for f in sorted(os.listdir(folder))
            if f.endswith(".cpp") and test_command(os.path.join(folder, f)) and KERNEL.search(open(os.path.join(folder, f)).read())]


def dead_code(rng, index_type, name):
    ex = Exprs(rng, EMI_FEATURES, [0])
    ex.fresh = lambda p, n=[0]: (n.__setitem__(0, n[0] + 1), "emi_%s%d" % (p, n[0]))[1]
    s = Scope()
    g = "%s.global[0]" % name if index_type.startswith("tiled") else "%s[0]" % name
    s.uro.append("(unsigned int)%s" % g)
    lines = ex.stmts(s, 2, rng.randint(1, 5), 0)
    if rng.random() < 0.5:
        lines.append("return;")
    return "if (%s < -1000000) { %s } " % (g, " ".join(l.strip() for l in lines))


def mutate(path, variant):
    """(text, amp-clang flags, run-differential options) of variant `variant`, or None."""
    cmd = test_command(path)
    if not cmd:
        return None
    with open(path) as f:
        text = f.read()
    rng = random.Random(zlib.crc32(os.path.basename(path).encode()) * 1000 + variant)
    sites = list(KERNEL.finditer(text))
    if not sites:
        return None
    chosen = [m for m in sites if rng.random() < 0.7] or [rng.choice(sites)]
    out, last = [], 0
    for m in chosen:
        out.append(text[last:m.end()])
        out.append(" " + dead_code(rng, m.group(1), m.group(2)))
        last = m.end()
    out.append(text[last:])
    # the RUN lines stay, for the reader; %S in them is the original's folder
    return "".join(out), cmd[0], cmd[1]
