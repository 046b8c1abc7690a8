#!/usr/bin/env python3
"""Writes a random, valid C++ AMP program (for differential testing against the host accelerator).

In the spirit of Csmith and CLsmith: the program is made of blocks, each with its
own data and one or more parallel_for_each launches, and prints one hash per
block (the block's features in its name) and a checksum of all of them. It has
no undefined behaviour (exprs.py says how) and no races: each work-item writes
only its own output elements, tiles share tile_static memory between barriers,
and atomics only compute order-free results (sums, maxima, bitwise ors).

Usage: generate.py SEED [--disable F,F...] [--enable F,F...] [-o FILE]
       generate.py --list-features
The same seed and features always give the same program.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exprs import Exprs, Scope, U  # noqa: E402

# Every feature, on unless disabled. The block kinds first, then what they use.
FEATURES = {
    "plain": "untiled 1-D kernels",
    "plain2d": "untiled 2-D kernels (projections av[i][j] when 'projections' is on)",
    "tiled": "tiled kernels with tile_static arrays and tile_barrier waits",
    "atomics": "atomic_fetch_* on views and tile_static variables, order-free",
    "views": "array_view sections, projections, view_as, copy_to, refresh, arrays",
    "templates": "kernels in function templates and class template methods",
    "math": "fast_math/precise_math transcendental functions, checked with a tolerance",
    "big-capture": "one kernel capturing a struct near the 16 KB limit",
    "helpers": "helper functions (value, reference, pointer, struct parameters)",
    "defaults": "default arguments of helpers",
    "pointers": "pointers to locals, view elements; pointer parameters and returns",
    "structs": "a struct with a method: locals, parameters, returns, captures",
    "captures": "captured scalars, structs, C arrays and tables of up to 2 KB",
    "const-scalars": "captured scalars declared const (constant expressions in the kernel)",
    "lambdas": "named kernel lambdas and lambdas inside amp code",
    "loops": "for and while loops, break and continue",
    "switch": "switch statements",
    "fallthrough": "switch cases falling through to the next",
    "nested-if": "if/else, nested",
    "ternary": "?: expressions",
    "local-arrays": "local unsigned int arrays",
    "conversions": "int/unsigned/float/double conversions",
    "float": "exact float arithmetic",
    "double": "exact double arithmetic",
    "fast-math": "fast_math:: beside precise_math:: for exact functions",
    "sections": "array_view::section",
    "projections": "av[i] of a rank-2 view",
    "view-as": "array_view::view_as",
    "copy-to": "copy_to between views",
    "refresh": "host writes, then array_view::refresh",
    "arrays": "concurrency::array captured by reference, copied back",
    # Known open bugs (issue 46), on by default: campaigns switch them off.
    "ref-temp": "const T& parameters bound to temporaries (issue 46: wrong values)",
    "ctor-kernel": "kernels in class template constructors (issue 46: first instantiation's kernel runs)",
    "refresh-after-copy": "copy_to into a view a kernel wrote, then refresh (issue 46: data dropped)",
    "fresh-array": "a new array read in a kernel, expected zero (issue 46: leftover memory)",
    "mixed-spaces": "a reference-returning helper given a capture and a local (issue 46: refused, two address spaces)",
}
BLOCK_KINDS = ["plain", "plain2d", "tiled", "atomics", "views", "templates", "math", "big-capture"]

PRELUDE = """\
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct S {
  unsigned int a, b, c;
  unsigned int mix() const restrict(cpu, amp) { return a * 3u + (b ^ c); }
};

static unsigned int g_checksum = 2166136261u;

static unsigned int hash_words(const unsigned int *p, int n) {
  unsigned int h = 2166136261u;
  for (int k = 0; k < n; ++k) h = (h ^ p[k]) * 16777619u;
  return h;
}

static void report(const char *name, unsigned int h) {
  std::printf("%s: %08x\\n", name, h);
  g_checksum = (g_checksum ^ h) * 16777619u;
}

static void fill(std::vector<unsigned int> &v, unsigned int x) {
  for (size_t k = 0; k < v.size(); ++k) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    v[k] = (k % 3 == 0) ? x % 100u : x;
  }
}
"""


class Program:
    def __init__(self, seed, features):
        self.seed = seed
        self.rng = random.Random(seed)
        self.features = set(features)
        self.names = [0]
        self.ex = Exprs(self.rng, self.features, self.names)
        self.globals = []   # text before main: helpers, templates, block functions
        self.blocks = []    # block function names
        self.big_done = False

    def on(self, f):
        return f in self.features

    def fresh(self, p):
        return self.ex.fresh(p)

    def seedword(self):
        return "0x%08xu" % (self.rng.getrandbits(32) | 1)

    # --- pieces shared by blocks ------------------------------------------
    def captures(self, host, s, budget_words=600):
        """Host declarations of captured values; adds them to the kernel's scope s."""
        rng = self.rng
        for _ in range(rng.randint(0, 3)):
            c = self.fresh("c")
            const = "const " if self.on("const-scalars") else ""
            host.append("  %s%s %s = %s;" % (const, U, c, self.ex.const()))
            s.uro.append(c)
        if not self.on("captures"):
            return
        if self.on("structs") and rng.random() < 0.5:
            c = self.fresh("cs")
            host.append("  S %s = {%s, %s, %s};" % (c, self.ex.const(), self.ex.const(), self.ex.const()))
            s.rostructs.append(c)
        if rng.random() < 0.4:
            c = self.fresh("ca")
            n = rng.choice([2, 4, 8, 16, 5])
            host.append("  unsigned int %s[%d] = {%s};" % (c, n, ", ".join(self.ex.const() for _ in range(n))))
            s.roarrays.append((c, n))
        if rng.random() < 0.3:
            c = self.fresh("tbl")
            n = rng.choice([16, 64, 128, 256, 512, 100, 300])
            n = min(n, budget_words)
            tname = self.fresh("Table")
            self.globals.append("struct %s {\n  unsigned int v[%d];\n};\n" % (tname, n))
            host.append("  %s %s;" % (tname, c))
            host.append("  for (int k = 0; k < %d; ++k) %s.v[k] = (unsigned int)k * %s + %s;"
                        % (n, c, self.ex.const(), self.ex.const()))
            s.roarrays.append((c + ".v", n))

    def amp_lambdas(self, s, ind):
        """Lambdas declared in amp code (captures by value), added to s as values."""
        lines = []
        if not self.on("lambdas"):
            return lines
        for _ in range(self.rng.randint(0, 2) if self.rng.random() < 0.4 else 0):
            lam = self.fresh("lam")
            # its captures are const copies: what the kernel may write, it only reads
            inner = Scope(s)
            inner.uvars = ["x"]
            inner.uro = s.uro + s.uvars
            inner.roarrays = s.roarrays + s.arrays
            inner.rostructs = s.rostructs + s.structs
            inner.arrays, inner.structs = [], []
            p = "  " * ind
            body = self.ex.stmts(inner, 1, self.rng.randint(1, 3), ind + 1)
            lines.append("%sauto %s = [=](unsigned int x) restrict(amp) -> unsigned int {" % (p, lam))
            lines += body + ["%s  return %s;" % (p, self.ex.u(inner, 2)), p + "};"]
            s.uro.append("%s(%s)" % (lam, self.ex.uleaf_simple(s)))
        return lines

    def body(self, s, ind, n=None, lambdas=True):
        """Random statements, then an expression of their results."""
        lines = self.amp_lambdas(s, ind) if lambdas else []
        lines += self.ex.stmts(s, 3, n if n is not None else self.rng.randint(2, 7), ind)
        terms = list(s.uvars[-3:]) + [self.ex.u(s, 2)]
        return lines, " ^ ".join(terms)

    def add_block(self, tags, lines):
        name = "block%d" % (len(self.blocks) + 1)
        label = "%s %s" % (name, ",".join(tags))
        lines = [l.replace('"BLOCK', '"' + label) for l in lines]
        text = "static void %s() {\n%s\n}\n" % (name, "\n".join(lines))
        self.globals.append("// %s\n%s" % (label, text))
        self.blocks.append((name, label))

    def launch(self, extent, idx_decl, body_lines, view_setup=None):
        """A parallel_for_each of body_lines, maybe through a named lambda."""
        if self.on("lambdas") and self.rng.random() < 0.3:
            k = self.fresh("kern")
            return (["  auto %s = [=](%s) restrict(amp) {" % (k, idx_decl)] + body_lines +
                    ["  };", "  parallel_for_each(%s, %s);" % (extent, k)])
        return (["  parallel_for_each(%s, [=](%s) restrict(amp) {" % (extent, idx_decl)] + body_lines + ["  });"])

    # --- block kinds ------------------------------------------------------
    def block_plain(self):
        rng = self.rng
        n = rng.choice([1, 7, 64, 100, 255, 256, 1000, rng.randint(1, 600)])
        host = ["  const int n = %d;" % n,
                "  std::vector<unsigned int> in0(n), out(n);",
                "  fill(in0, %s);" % self.seedword(),
                "  fill(out, %s);" % self.seedword()]
        s = Scope()
        self.captures(host, s)
        host.append("  array_view<const unsigned int, 1> vin(n, in0);")
        host.append("  array_view<unsigned int, 1> vout(n, out);")
        s.views.append(("vin", n))
        s.uro += ["gi", "own"]
        k = ["    unsigned int gi = (unsigned int)idx[0];", "    unsigned int own = vout[idx];"]
        lines, res = self.body(s, 2)
        tags = ["plain"]
        if self.on("pointers") and rng.random() < 0.3:
            k += lines + ["    unsigned int *po = &vout[idx];", "    *po = %s;" % res]
            tags.append("pointer-to-view")
        else:
            k += lines + ["    vout[idx] = %s;" % res]
        host += self.launch("vout.extent", "index<1> idx", k)
        host += ["  vout.synchronize();", '  report("BLOCK", hash_words(out.data(), n));']
        self.add_block(tags, host)

    def block_plain2d(self):
        rng = self.rng
        r, c = rng.randint(1, 20), rng.randint(1, 40)
        host = ["  const int rows = %d, cols = %d;" % (r, c),
                "  std::vector<unsigned int> in0(rows * cols), out(rows * cols);",
                "  fill(in0, %s);" % self.seedword(),
                "  array_view<const unsigned int, 2> vin(rows, cols, in0);",
                "  array_view<unsigned int, 2> vout(rows, cols, out);",
                "  vout.discard_data();"]
        s = Scope()
        self.captures(host, s)
        s.uro += ["gr", "gc"]
        k = ["    unsigned int gr = (unsigned int)idx[0], gc = (unsigned int)idx[1];"]
        tags = ["plain2d"]
        if self.on("projections"):
            k.append("    array_view<const unsigned int, 1> row = vin[idx[0]];")
            s.views.append(("row", c))
            s.uro.append("vin[idx[0]][(int)((gc + 1u) %% %du)]" % c)
            tags.append("projections")
        s.uro.append("vin((int)(gc %% %du), (int)(gr %% %du))" % (r, c))
        lines, res = self.body(s, 2)
        k += lines + ["    vout[idx] = %s;" % res]
        host += self.launch("vout.extent", "index<2> idx", k)
        host += ["  vout.synchronize();", '  report("BLOCK", hash_words(out.data(), rows * cols));']
        self.add_block(tags, host)

    def block_tiled(self):
        rng = self.rng
        tags = ["tiled"]
        two = rng.random() < 0.3
        if two:
            t0, t1 = rng.choice([(2, 2), (4, 4), (4, 8), (8, 8), (16, 16), (2, 32)])
            nt0, nt1 = rng.randint(1, 3), rng.randint(1, 3)
            r, c = t0 * nt0, t1 * nt1
            host = ["  const int rows = %d, cols = %d;" % (r, c),
                    "  std::vector<unsigned int> in0(rows * cols), out(rows * cols);",
                    "  fill(in0, %s);" % self.seedword(),
                    "  array_view<const unsigned int, 1> vin(rows * cols, in0);",
                    "  array_view<unsigned int, 2> vout(rows, cols, out);",
                    "  vout.discard_data();"]
            size = "rows * cols"
            tile = "vout.extent.tile<%d, %d>()" % (t0, t1)
            idx = "tiled_index<%d, %d> t" % (t0, t1)
            decl = "    tile_static unsigned int sh[%d][%d];" % (t0, t1)
            mine = "sh[t.local[0]][t.local[1]]"
            other = "sh[(li + %du) %% %du][(lj + %du) %% %du]" % (rng.randint(0, t0), t0, rng.randint(0, t1), t1)
            k = [decl, "    unsigned int li = (unsigned int)t.local[0], lj = (unsigned int)t.local[1];",
                 "    unsigned int gi = (unsigned int)(t.global[0] * cols + t.global[1]);",
                 "    unsigned int ti = (unsigned int)(t.tile[0] * 7 + t.tile[1]);"]
            threads = t0 * t1
            flat_local = "(int)(li * %du + lj)" % t1
            tags.append("2d")
        else:
            tsz = rng.choice([1, 2, 4, 16, 32, 64, 128, 256])
            nt = rng.randint(1, 5)
            host = ["  const int n = %d;" % (tsz * nt),
                    "  std::vector<unsigned int> in0(n), out(n);",
                    "  fill(in0, %s);" % self.seedword(),
                    "  array_view<const unsigned int, 1> vin(n, in0);",
                    "  array_view<unsigned int, 1> vout(n, out);",
                    "  vout.discard_data();"]
            size = "n"
            r = tsz * nt
            tile = "vout.extent.tile<%d>()" % tsz
            idx = "tiled_index<%d> t" % tsz
            k = ["    tile_static unsigned int sh[%d];" % tsz,
                 "    unsigned int li = (unsigned int)t.local[0];",
                 "    unsigned int gi = (unsigned int)t.global[0];",
                 "    unsigned int ti = (unsigned int)t.tile[0];"]
            mine = "sh[t.local[0]]"
            other = "sh[(li + %du) %% %du]" % (rng.randint(0, tsz), tsz)
            threads = tsz
            flat_local = "(int)li"
        s = Scope()
        self.captures(host, s)
        s.views.append(("vin", r * (c if two else 1)))
        s.uro += ["gi", "li", "ti"]
        lines, res = self.body(s, 2)
        k += lines + ["    %s = %s;" % (mine, res), "    t.barrier.wait();", "    unsigned int nb = %s;" % other]
        s.uro.append("nb")
        lines, res = self.body(s, 2, rng.randint(0, 3))
        k += lines + ["    unsigned int result = nb ^ (%s);" % res]
        if rng.random() < 0.6 and threads & (threads - 1) == 0:
            # a tree reduction over the tile, in a flat tile_static array
            tags.append("reduction")
            k += ["    tile_static unsigned int red[%d];" % threads,
                  "    red[%s] = %s;" % (flat_local, self.ex.u(s, 2)),
                  "    t.barrier.wait();",
                  "    for (int st = %d; st > 0; st /= 2) {" % (threads // 2),
                  "      if (%s < st) red[%s] += red[%s + st];" % (flat_local, flat_local, flat_local),
                  "      t.barrier.%s();" % rng.choice(["wait", "wait_with_tile_static_memory_fence"]),
                  "    }",
                  "    result += red[0];"]
        if self.on("atomics") and rng.random() < 0.4:
            tags.append("tile-atomics")
            k += ["    tile_static int cnt;",
                  "    if (%s == 0) cnt = 0;" % flat_local,
                  "    t.barrier.wait();",
                  "    atomic_fetch_add(&cnt, (int)(%s & 0xffu));" % self.ex.u(s, 2),
                  "    t.barrier.wait();",
                  "    result ^= (unsigned int)cnt;"]
        k.append("    vout[t.global] = result;")
        host += self.launch(tile, idx, k)
        host += ["  vout.synchronize();", '  report("BLOCK", hash_words(out.data(), %s));' % size]
        self.add_block(tags, host)

    def block_atomics(self):
        rng = self.rng
        n = rng.randint(1, 512)
        nb, nu = rng.randint(1, 8), rng.randint(1, 8)
        host = ["  const int n = %d;" % n,
                "  std::vector<unsigned int> in0(n), out(n), ubins(%d);" % nu,
                "  std::vector<int> bins(%d, 0);" % nb,
                "  fill(in0, %s);" % self.seedword(),
                "  fill(ubins, %s);" % self.seedword(),
                "  array_view<const unsigned int, 1> vin(n, in0);",
                "  array_view<unsigned int, 1> vout(n, out);",
                "  array_view<int, 1> vb(%d, bins);" % nb,
                "  array_view<unsigned int, 1> vu(%d, ubins);" % nu,
                "  vout.discard_data();"]
        s = Scope()
        self.captures(host, s)
        s.views.append(("vin", n))
        s.uro.append("gi")
        k = ["    unsigned int gi = (unsigned int)idx[0];"]
        lines, res = self.body(s, 2)
        k += lines + ["    unsigned int r = %s;" % res]
        op = rng.choice(["add", "sub", "add"])
        k.append("    atomic_fetch_%s(&vb[(int)(r %% %du)], (int)(r & 0xffffu));" % (op, nb))
        if rng.random() < 0.3:
            k.append("    atomic_fetch_inc(&vb[0]);")
        uop = rng.choice(["max", "min", "or", "xor", "and"])
        k.append("    atomic_fetch_%s(&vu[(int)((r >> 4) %% %du)], r * 2654435761u);" % (uop, nu))
        k.append("    vout[idx] = r;")
        host += self.launch("vout.extent", "index<1> idx", k)
        host += ["  vout.synchronize();", "  vb.synchronize();", "  vu.synchronize();",
                 "  unsigned int h = hash_words(out.data(), n) ^ hash_words(ubins.data(), %d);" % nu,
                 "  for (int b : bins) h = (h ^ (unsigned int)b) * 16777619u;",
                 '  report("BLOCK", h);']
        self.add_block(["atomics", op, uop], host)

    def view_kernel(self, view, rank, ro, extra_tags, tags, host, own=True):
        """A kernel over `view` that rewrites each of its elements from itself and read-only data."""
        s = Scope()
        self.captures(host, s, 200)
        s.views.append(ro)
        idxs = ["(unsigned int)idx[%d]" % d for d in range(rank)]
        s.uro += idxs
        if own:
            s.uro.append("(unsigned int)%s[idx]" % view)
        lines, res = self.body(s, 2, self.rng.randint(1, 4))
        k = lines + ["    %s[idx] = %s;" % (view, res)]
        host += self.launch("%s.extent" % view, "index<%d> idx" % rank, k)
        tags += extra_tags

    def block_views(self):
        rng = self.rng
        r, c = rng.randint(2, 12), rng.randint(2, 12)
        host = ["  const int rows = %d, cols = %d;" % (r, c),
                "  std::vector<unsigned int> d0(rows * cols), d1(rows * cols), d2(rows * cols), dro(rows * cols);",
                "  fill(d0, %s);" % self.seedword(), "  fill(d1, %s);" % self.seedword(),
                "  fill(d2, %s);" % self.seedword(), "  fill(dro, %s);" % self.seedword(),
                "  array_view<const unsigned int, 1> ro(rows * cols, dro);",
                "  array_view<unsigned int, 2> b(rows, cols, d1);"]
        if self.on("view-as"):
            # view_as is rank 1's: a is a rank-2 view of a rank-1 view
            host += ["  array_view<unsigned int, 1> a1(rows * cols, d0);",
                     "  array_view<unsigned int, 2> a = a1.view_as(extent<2>(rows, cols));"]
        else:
            host.append("  array_view<unsigned int, 2> a(rows, cols, d0);")
        ro = ("ro", r * c)
        tags = ["views"]
        steps = ["whole"]
        for f, step in [("sections", "section"), ("projections", "projection"), ("view-as", "view-as"),
                        ("copy-to", "copy-to"), ("refresh", "refresh"), ("arrays", "array"),
                        ("refresh-after-copy", "refresh-after-copy"), ("fresh-array", "fresh-array"),
                        ("sections", "section-copy")]:
            if self.on(f) and rng.random() < 0.45:
                steps.append(step)
        rng.shuffle(steps)
        for step in steps:
            host.append("  // %s" % step)
            if step == "whole":
                self.view_kernel(rng.choice("ab"), 2, ro, [], tags, host)
            elif step == "section":
                r0, c0 = rng.randint(0, r - 1), rng.randint(0, c - 1)
                h, w = rng.randint(1, r - r0), rng.randint(1, c - c0)
                v = self.fresh("sec")
                host.append("  array_view<unsigned int, 2> %s = %s.section(index<2>(%d, %d), extent<2>(%d, %d));"
                            % (v, rng.choice("ab"), r0, c0, h, w))
                self.view_kernel(v, 2, ro, ["section"], tags, host)
            elif step == "projection":
                v = self.fresh("rowv")
                host.append("  array_view<unsigned int, 1> %s = %s[%d];" % (v, rng.choice("ab"), rng.randint(0, r - 1)))
                self.view_kernel(v, 1, ro, ["projection"], tags, host)
            elif step == "view-as":
                v = self.fresh("shape")
                if rng.random() < 0.5:
                    host.append("  array_view<unsigned int, 2> %s = a1.view_as(extent<2>(cols, rows));" % v)
                    self.view_kernel(v, 2, ro, ["view-as"], tags, host)
                else:
                    sz = rng.randint(1, r * c)
                    host.append("  array_view<unsigned int, 1> %s = a1.section(%d, %d).view_as(extent<1>(%d));"
                                % (v, rng.randint(0, r * c - sz), sz, sz))
                    self.view_kernel(v, 1, ro, ["view-as"], tags, host)
            elif step == "copy-to":
                src, dst = rng.choice([("a", "b"), ("b", "a")])
                host.append("  %s.copy_to(%s);" % (src, dst))
                tags.append("copy-to")
            elif step == "section-copy":
                h, w = rng.randint(1, r), rng.randint(1, c)
                host.append("  a.section(index<2>(%d, %d), extent<2>(%d, %d)).copy_to(b.section(index<2>(%d, %d), extent<2>(%d, %d)));"
                            % (rng.randint(0, r - h), rng.randint(0, c - w), h, w,
                               rng.randint(0, r - h), rng.randint(0, c - w), h, w))
                tags.append("section-copy")
            elif step == "refresh":
                v = rng.choice("ab")
                d = "d0" if v == "a" else "d1"
                host += ["  %s.synchronize();" % v,
                         "  for (int k = 0; k < rows * cols; k += %d) %s[k] ^= %s;" % (rng.randint(1, 5), d, self.ex.const()),
                         "  %s.refresh();" % v]
                tags.append("refresh")
            elif step == "refresh-after-copy":
                self.view_kernel("a", 2, ro, [], tags, host)
                host += ["  b.copy_to(a);", "  a.refresh();"]
                tags.append("refresh-after-copy")
            elif step == "array":
                v = self.fresh("arr")
                host.append("  array<unsigned int, 2> %s(rows, cols, d2.begin());" % v)
                s = Scope()
                s.views.append(ro)
                s.uro += ["(unsigned int)idx[0]", "(unsigned int)idx[1]", "(unsigned int)%s[idx]" % v,
                          "(unsigned int)a[idx]"]
                # no lambdas here: [=] in the kernel would copy the array
                lines, res = self.body(s, 2, rng.randint(1, 3), lambdas=False)
                k = lines + ["    %s[idx] = %s;" % (v, res)]
                host += ["  parallel_for_each(%s.extent, [=, &%s](index<2> idx) restrict(amp) {" % (v, v)] + k + ["  });"]
                host.append("  copy(%s, d2.begin());" % v)
                tags.append("array")
            elif step == "fresh-array":
                v = self.fresh("zero")
                host.append("  array<unsigned int, 2> %s(rows, cols);" % v)
                host += ["  parallel_for_each(b.extent, [=, &%s](index<2> idx) restrict(amp) {" % v,
                         "    b[idx] = b[idx] + %s[idx] * 7u;" % v, "  });"]
                tags.append("fresh-array")
        host += ["  a.synchronize();", "  b.synchronize();",
                 "  unsigned int h = hash_words(d0.data(), rows * cols) ^ (hash_words(d1.data(), rows * cols) * 3u)"
                 " ^ (hash_words(d2.data(), rows * cols) * 5u);",
                 '  report("BLOCK", h);']
        self.add_block(tags, host)

    def block_templates(self):
        """Kernels in templates, one instantiation per K. The kernel's result
        depends on K only through its last xor, so the program checks itself
        that every instantiation ran its own kernel (differential testing cannot
        see a wrong instantiation that the host accelerator runs too)."""
        rng = self.rng
        n = rng.randint(1, 300)
        name = self.fresh("Tmpl")
        s = Scope()
        s.views.append(("vin", n))
        s.uro += ["c0", "gi"]
        lines, res = self.body(s, 2, rng.randint(1, 4))
        kbody = (["      unsigned int gi = (unsigned int)idx[0];"] + ["    " + l for l in lines] +
                 ["      o[idx] = (%s) ^ (KSCALE * 0x9e3779b9u);" % res])
        tags = ["templates"]
        kind = rng.choice(["function", "method"] + (["ctor"] if self.on("ctor-kernel") else []))
        args = "array_view<unsigned int, 1> o, array_view<const unsigned int, 1> vin, unsigned int c0"
        pfe = ["    parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {"] + kbody + ["    });"]
        if kind == "function":
            text = "template <int K>\nstatic void %s(%s) {\n%s\n}\n" % (
                name, args, "\n".join(l[2:] for l in pfe).replace("KSCALE", "(unsigned int)K"))
            call = "  %s<%%d>(outs[%%d], vin, c0);" % name
        elif kind == "method":
            text = ("template <int K>\nstruct %s {\n  unsigned int scale;\n  void run(%s) const {\n"
                    "    unsigned int s0 = scale;\n%s\n  }\n};\n") % (
                name, args, "\n".join(pfe).replace("KSCALE", "((unsigned int)K * s0)"))
            call = "  %s<%%d>{1u}.run(outs[%%d], vin, c0);" % name
        else:
            text = "template <int K>\nstruct %s {\n  %s(%s) {\n%s\n  }\n};\n" % (
                name, name, args, "\n".join(pfe).replace("KSCALE", "(unsigned int)K"))
            call = "  %s<%%d>(outs[%%d], vin, c0);" % name
        tags.append(kind)
        self.globals.append(text)
        ks = rng.sample(range(0, 9), rng.randint(2, 3))
        host = ["  const int n = %d;" % n,
                "  const unsigned int c0 = %s;" % self.ex.const(),
                "  std::vector<unsigned int> in0(n);",
                "  std::vector<std::vector<unsigned int>> data(%d, std::vector<unsigned int>(n));" % len(ks),
                "  fill(in0, %s);" % self.seedword(),
                "  array_view<const unsigned int, 1> vin(n, in0);",
                "  std::vector<array_view<unsigned int, 1>> outs;",
                "  for (auto &d : data) outs.push_back(array_view<unsigned int, 1>(n, d));"]
        for j, kv in enumerate(ks):
            host.append(call % (kv, j))
        host.append("  int wrong = 0;")
        for j, kv in enumerate(ks):
            host += ["  outs[%d].synchronize();" % j,
                     '  report("BLOCK K=%d", hash_words(data[%d].data(), n));' % (kv, j)]
            if j:
                host.append("  for (int k = 0; k < n; ++k) wrong += (data[%d][k] ^ %du * 0x9e3779b9u) != "
                            "(data[0][k] ^ %du * 0x9e3779b9u);" % (j, kv, ks[0]))
        host.append('  if (wrong) std::printf("self-check failed: BLOCK: %d results of another instantiation\\n", wrong);')
        self.add_block(tags, host)

    MATH = [  # (device function, host expression, argument transform, precise only)
        ("sin", "std::sin(%s)", "%s", False), ("cos", "std::cos(%s)", "%s", False),
        ("atan", "std::atan(%s)", "%s", False), ("tanh", "std::tanh(%s)", "%s", False),
        ("exp", "std::exp(%s)", "(%s * 0.5f)", False), ("log", "std::log(%s)", "(fabsf(%s) + 1.0f)", False),
        ("sqrt", "std::sqrt(%s)", "fabsf(%s)", False), ("rsqrt", "1.0 / std::sqrt(%s)", "(fabsf(%s) + 1.0f)", False),
        ("exp2", "std::exp2(%s)", "(%s * 0.5f)", False), ("log2", "std::log2(%s)", "(fabsf(%s) + 1.0f)", False),
        ("cbrt", "std::cbrt(%s)", "%s", True), ("erf", "std::erf(%s)", "%s", True),
        ("log1p", "std::log1p(%s)", "fabsf(%s)", True), ("expm1", "std::expm1(%s)", "(%s * 0.25f)", True),
        ("asinh", "std::asinh(%s)", "%s", True),
    ]

    def block_math(self):
        rng = self.rng
        n = rng.randint(1, 400)
        lo = rng.choice([-8.0, -4.0, -1.0, 0.0])
        hi = rng.choice([1.0, 2.0, 4.0, 8.0])
        terms = []
        for _ in range(rng.randint(1, 3)):
            fn, host, arg, precise_only = rng.choice(self.MATH)
            ns = "precise_math" if precise_only or not self.on("fast-math") else rng.choice(["fast_math", "precise_math"])
            inner_d, inner_h = "a", "x"
            if rng.random() < 0.4:
                g = rng.choice(["sin", "cos", "atan", "tanh"])
                inner_d, inner_h = "precise_math::%s(a)" % g, "std::%s(x)" % g
            dev_arg = arg.replace("fabsf(", "precise_math::fabs(") % inner_d
            host_arg = arg.replace("fabsf(", "std::fabs(").replace("f)", ")").replace("f + ", " + ") % inner_h
            coef = rng.choice([1, 2, 3, -1])
            terms.append(("%d.0f * %s::%s(%s)" % (coef, ns, fn, dev_arg), "%d.0 * %s" % (coef, host % host_arg), ns))
        tol = "2e-3" if any(t[2] == "fast_math" for t in terms) else "1e-4"
        tags = ["math"] + sorted({t[2] for t in terms})
        dev = " + ".join(t[0] for t in terms)
        hexpr = " + ".join(t[1] for t in terms)
        host = ["  const int n = %d;" % n,
                "  std::vector<float> xs(n), ys(n);",
                "  for (int k = 0; k < n; ++k) xs[k] = %.1ff + (%.1ff) * (float)k / (float)n;" % (lo, hi - lo),
                "  array_view<const float, 1> vx(n, xs);",
                "  array_view<float, 1> vy(n, ys);",
                "  vy.discard_data();",
                "  parallel_for_each(vy.extent, [=](index<1> idx) restrict(amp) {",
                "    float a = vx[idx];",
                "    vy[idx] = %s;" % dev,
                "  });",
                "  vy.synchronize();",
                "  unsigned int bad = 0;",
                "  for (int k = 0; k < n; ++k) {",
                "    double x = xs[k];",
                "    double want = %s;" % hexpr,
                "    if (!(std::fabs((double)ys[k] - want) <= %s * (1.0 + std::fabs(want)))) ++bad;" % tol,
                "  }",
                '  std::printf("BLOCK: %u of %d outside the tolerance\\n", bad, n);',
                '  report("BLOCK", bad);']
        self.add_block(tags, host)

    def block_big_capture(self):
        rng = self.rng
        words = rng.randint(3800, 3950)
        name = self.fresh("Big")
        self.globals.append("struct %s {\n  unsigned int v[%d];\n};\n" % (name, words))
        n = rng.randint(1, 300)
        host = ["  const int n = %d;" % n,
                "  std::vector<unsigned int> out(n);",
                "  %s big;" % name,
                "  for (int k = 0; k < %d; ++k) big.v[k] = (unsigned int)k * %s ^ %s;" % (words, self.ex.const(), self.ex.const()),
                "  array_view<unsigned int, 1> vout(n, out);",
                "  vout.discard_data();"]
        s = Scope()
        s.roarrays.append(("big.v", words))
        s.uro.append("gi")
        lines, res = self.body(s, 2, rng.randint(1, 4))
        k = ["    unsigned int gi = (unsigned int)idx[0];"] + lines + [
            "    vout[idx] = %s ^ big.v[%d] ^ big.v[gi %% %du];" % (res, words - 1, words)]
        host += self.launch("vout.extent", "index<1> idx", k)
        host += ["  vout.synchronize();", '  report("BLOCK", hash_words(out.data(), n));']
        self.add_block(["big-capture", "%d-bytes" % (4 * words)], host)

    # --- the whole program --------------------------------------------------
    def generate(self):
        rng = self.rng
        if self.on("helpers"):
            for _ in range(rng.randint(0, 6)):
                h = self.ex.make_helper()
                self.globals.append(h.text)
        kinds = [k for k in BLOCK_KINDS if self.on(k)]
        weights = {"plain": 4, "plain2d": 2, "tiled": 3, "atomics": 2, "views": 3, "templates": 2,
                   "math": 1, "big-capture": 1}
        if not kinds:
            kinds = ["plain"]
        for _ in range(rng.randint(2, 5)):
            kind = rng.choices(kinds, [weights[k] for k in kinds])[0]
            if kind == "big-capture":
                if self.big_done:
                    kind = "plain"
                self.big_done = True
            getattr(self, "block_" + kind.replace("-", "_"))()
        out = ["// Random C++ AMP program: test/random/generate.py %d%s" % (
            self.seed, "" if set(FEATURES) == self.features else " --enable " + ",".join(sorted(self.features))),
            PRELUDE]
        prog = "\n".join(self.globals)
        out.append(prog)
        out.append("int main() {")
        for name, _ in self.blocks:
            out.append("  %s();" % name)
        out += ['  std::printf("checksum: %08x\\n", g_checksum);', "  return 0;", "}", ""]
        return "\n".join(out)


def parse_features(enable, disable):
    feats = set(FEATURES)
    if enable:
        feats = set(x for x in enable.split(",") if x)
    for x in (disable or "").split(","):
        if x:
            if x not in FEATURES:
                sys.exit("generate.py: unknown feature '%s' (--list-features)" % x)
            feats.discard(x)
    unknown = feats - set(FEATURES)
    if unknown:
        sys.exit("generate.py: unknown feature(s) %s" % ", ".join(sorted(unknown)))
    return feats


def generate(seed, features):
    return Program(seed, features).generate()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", type=int, nargs="?")
    ap.add_argument("--disable", default="")
    ap.add_argument("--enable", default="", help="only these features")
    ap.add_argument("-o", "--output")
    ap.add_argument("--list-features", action="store_true")
    a = ap.parse_args()
    if a.list_features:
        for k, v in FEATURES.items():
            print("%-20s %s" % (k, v))
        return
    if a.seed is None:
        ap.error("a seed is needed")
    text = generate(a.seed, parse_features(a.enable, a.disable))
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
