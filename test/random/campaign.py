#!/usr/bin/env python3
"""Random-program campaign: generate, compile with amp-clang, run on the device and the host accelerator.

Each program of the seed range is written by generate.py, compiled by amp-clang
and run by test/differential/run-differential.py. Outcomes:
  agree          both runs exit 0 with the same output
  disagree       the outputs (or exit statuses) differ: a wrong result
  compile-error  amp-clang refused the program (exit 1): a false rejection
  internal-error amp-clang exit 70 or a crash
  runtime-crash  the program failed the same way on both (an exception, a signal)
  timeout        the compile or a run took longer than --timeout
  self-check     both agree, but the program's own check failed: a wrong
                 result that the host accelerator computes too
  emi-differs    (--emi) the variant's output is not the original test's
  original-fails (--emi) the original test itself fails: not counted as a finding
  bad-program    both agree but a math block found values outside its tolerance:
                 the generator's fault, not amp-clang's
Failing programs are grouped by kind (the diagnostic, the blocks that disagree);
the first --keep of each group are saved under OUT/findings/<outcome>/<group>/
with the reason. OUT/summary.txt has the figures.

--emi mutates the compile-and-run lit tests instead (emi.py): each test
gets dead code in its kernels' lambdas; output must not change.

Usage: campaign.py [--seeds 1:100] [--out DIR] [--disable F,...] [--skip-known]
                   [--fail-on-finding] [--emi]
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import generate  # noqa: E402
import emi  # noqa: E402

# Features that meet a known open bug; --skip-known switches them off so that a
# campaign looks for new ones. Drop an entry when its bug is fixed.
KNOWN_BUGS = {
    # None open: the features of issue 46's bugs (ref-temp, ctor-kernel,
    # refresh-after-copy, fresh-array) and of the campaigns' findings
    # (const-scalars) are fixed; each fix has its lit test.
}


def run(argv, timeout, env=None, cwd=None):
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired as e:
        return None, (e.stdout or b"").decode(errors="replace"), (e.stderr or b"").decode(errors="replace")


def normalise(line):
    """A diagnostic line without its file, position and generated names."""
    line = re.sub(r"^.*?:\d+:\d+: ", "", line.strip())
    line = re.sub(r"\b(v|h|c|cs|ca|tbl|Table|st|arr|lam|kern|k|p|sec|rowv|flat|zero|Tmpl|Big|block)\d+\b", r"\1#", line)
    line = re.sub(r"'[^']*'", "'…'", line) if len(line) > 160 else line
    line = re.sub(r"amp_k_\w+", "amp_k_#", line)
    line = re.sub(r"\b(amp_field|amp_param|amp_pad)\d+", r"\1#", line)
    line = re.sub(r"line \d+", "line #", line)
    return line[:200]


def first_error(text):
    for l in text.splitlines():
        if "error:" in l:
            return normalise(l)
    lines = [l for l in text.splitlines() if l.strip()]
    return normalise(lines[-1]) if lines else "(no message)"


def disagreeing_blocks(stderr):
    """The features of the blocks whose lines differ, from run-differential's diff."""
    tags = set()
    for l in stderr.splitlines():
        m = re.match(r"^\s*[-+](block\d+) ([\w,=\- ]+?)(?: K=\d+)?:", l)
        if m:
            tags.add(m.group(2))
        elif re.match(r"^\s*[-+]checksum", l):
            continue
    return sorted(tags)


def slug(key):
    s = re.sub(r"[^A-Za-z0-9]+", "-", key).strip("-").lower()
    return s[:80] or "unknown"


class Campaign:
    def __init__(self, a):
        self.a = a
        self.counts = collections.Counter()
        self.groups = collections.OrderedDict()   # (outcome, key) -> [names]
        self.references = {}                       # EMI: original test -> (rc, stdout, stderr)
        self.env = dict(os.environ)
        self.env.setdefault("POCL_CACHE_DIR", os.path.join(a.build, "pocl-cache"))
        self.env.setdefault("AMP_CLANG_CACHE_DIR", os.path.join(a.build, "amp-cache"))
        self.env.pop("AMP_CLANG_DEVICE", None) if a.device is None else self.env.update(AMP_CLANG_DEVICE=a.device)
        os.makedirs(a.work, exist_ok=True)
        os.makedirs(a.out, exist_ok=True)

    def compile(self, src, exe, flags):
        """amp-clang's (status, stdout, stderr). Others may be rebuilding the
        compiler or the runtime meanwhile: a missing or busy amp-clang, a
        runtime library older than its headers, or a header changed under a
        precompiled header being read, is waited for (15 minutes)."""
        for attempt in range(46):
            try:
                rc, out, err = run([self.a.amp_clang] + flags + [src, "-o", exe], self.a.timeout, self.env)
            except OSError as e:
                rc, out, err = 1, "", "campaign: cannot run amp-clang: %s\n" % e
                if attempt < 45:
                    time.sleep(20)
                    continue
            if rc == 1 and attempt < 45 and re.search(
                    r"undefined reference to `amp_clang::|has been modified since the precompiled header", err):
                time.sleep(20)
                continue
            return rc, out, err

    def compiler_works(self):
        """Whether amp-clang compiles a known good program (the hello sample)."""
        exe = os.path.join(self.a.work, "sanity-hello")
        rc, _, _ = self.compile(os.path.join(ROOT, "samples", "hello", "hello.cpp"), exe, [])
        if rc == 0:
            os.remove(exe)
        return rc == 0

    def reference_output(self, path, flags, opts):
        """The original test's output, for its EMI variants (cached)."""
        if path not in self.references:
            exe = os.path.join(self.a.work, "original-" + os.path.splitext(os.path.basename(path))[0])
            rc, _, err = self.compile(path, exe, flags)
            out = None
            if rc == 0:
                rc, out, err = run([sys.executable, self.a.run_script] + opts + [exe], self.a.timeout, self.env)
                os.remove(exe)
            self.references[path] = (rc, out, err)
        return self.references[path]

    def classify(self, src, flags, opts=(), reference=None):
        """(outcome, key, details) for one program."""
        if reference:
            rc, ref_out, err = self.reference_output(reference, flags, list(opts))
            if rc != 0:
                return "original-fails", os.path.basename(reference), err
        exe = os.path.splitext(src)[0]
        rc, out, err = self.compile(src, exe, flags)
        if rc is None:
            return "timeout", "compile", "amp-clang took over %d s" % self.a.timeout
        if rc == 70 or rc < 0 or "internal" in err and rc != 0:
            return "internal-error", first_error(err), err
        if rc != 0:
            return "compile-error", first_error(err), err
        rc, out, err = run([sys.executable, self.a.run_script] + list(opts) + [exe], self.a.timeout, self.env)
        try:
            os.remove(exe)
        except OSError:
            pass
        if rc is None:
            return "timeout", "run", "a run took over %d s\n%s" % (self.a.timeout, out)
        if "disagree" in err:
            blocks = disagreeing_blocks(err)
            key = " | ".join(blocks) if blocks else "exit status: " + first_error(err)
            return "disagree", key, out + "\n" + err
        if rc != 0:
            tail = [l for l in err.splitlines() if l.strip()]
            return "runtime-crash", normalise(tail[-1]) if tail else "exit %d" % rc, out + "\n" + err
        m = re.search(r"self-check failed: block\d+ ([^:]*):", out)
        if m:
            return "self-check", m.group(1), out
        if re.search(r"\b[1-9]\d* of \d+ outside the tolerance", out):
            return "bad-program", "math tolerance", out
        if reference:
            ignored = [re.compile(opts[i + 1]) for i in range(0, len(opts), 2)]
            kept = lambda text: [l for l in text.splitlines() if not any(r.search(l) for r in ignored)]
            if kept(out) != kept(ref_out):
                return "emi-differs", os.path.basename(reference), "variant:\n%s\noriginal:\n%s" % (out, ref_out)
            return "agree", "", ""
        if "checksum:" not in out:
            return "bad-program", "no checksum", out
        return "agree", "", ""

    def record(self, name, text, flags, outcome, key, details):
        self.counts[outcome] += 1
        if outcome == "agree":
            return
        group = self.groups.setdefault((outcome, key), [])
        group.append(name)
        if len(group) <= self.a.keep:
            d = os.path.join(self.a.out, "findings", outcome, slug(key))
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, name + ".cpp"), "w") as f:
                f.write(text)
            with open(os.path.join(d, name + ".txt"), "w") as f:
                f.write("outcome: %s\ngroup: %s\ncompile: amp-clang %s %s.cpp -o %s\n\n%s\n"
                        % (outcome, key, " ".join(flags), name, name, details[-20000:]))

    def one(self, name, text, flags, opts=(), reference=None):
        src = os.path.join(self.a.work, name + ".cpp")
        with open(src, "w") as f:
            f.write(text)
        t0 = time.time()
        outcome, key, details = self.classify(src, flags, opts, reference)
        for attempt in range(30):
            # a compiler that fails on the hello sample is a broken build of
            # someone's work in progress, not a finding: wait for the next one
            if outcome not in ("internal-error", "compile-error") or self.compiler_works():
                break
            print("%s: amp-clang fails on samples/hello too; waiting for a working build" % name, flush=True)
            time.sleep(30)
            outcome, key, details = self.classify(src, flags, opts, reference)
        self.record(name, text, flags, outcome, key, details)
        print("%-24s %-15s %5.1fs %s" % (name, outcome, time.time() - t0, key), flush=True)
        if outcome == "agree":
            os.remove(src)

    def programs(self):
        a = self.a
        feats = generate.parse_features(a.enable, a.disable)
        if a.skip_known:
            feats -= set(KNOWN_BUGS)
        lo, hi = (int(x) for x in a.seeds.split(":"))
        for seed in range(lo, hi + 1):
            flags = ["-O2"] if seed % 2 else []
            yield "seed-%d" % seed, generate.generate(seed, feats), flags, (), None

    def emi_programs(self):
        lo, hi = (int(x) for x in self.a.seeds.split(":"))
        for path in emi.run_tests(os.path.join(ROOT, "test", "lit", "run")):
            for variant in range(lo, hi + 1):
                m = emi.mutate(path, variant)
                if m:
                    text, flags, opts = m
                    name = "emi-%s-%d" % (os.path.splitext(os.path.basename(path))[0], variant)
                    yield name, text, flags + ["-I", os.path.dirname(path)], opts, path

    def summary(self, elapsed):
        total = sum(self.counts.values())
        lines = ["programs: %d in %.0f s" % (total, elapsed)]
        for o in ["agree", "disagree", "compile-error", "internal-error", "runtime-crash", "timeout", "self-check",
                  "bad-program", "emi-differs", "original-fails"]:
            lines.append("  %-15s %d" % (o, self.counts[o]))
        if self.groups:
            lines.append("findings, by group:")
            for (o, k), names in self.groups.items():
                lines.append("  %s: %s: %d (%s)" % (o, k, len(names), ", ".join(names[:8]) + (" ..." if len(names) > 8 else "")))
        text = "\n".join(lines) + "\n"
        with open(os.path.join(self.a.out, "summary.txt"), "w") as f:
            f.write(text)
        with open(os.path.join(self.a.out, "summary.json"), "w") as f:
            json.dump({"counts": self.counts, "groups": [{"outcome": o, "group": k, "programs": n}
                                                          for (o, k), n in self.groups.items()]}, f, indent=1)
        return text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1:20", help="first:last seed (EMI: variants per test)")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--amp-clang")
    ap.add_argument("--run-script", default=os.path.join(ROOT, "test", "differential", "run-differential.py"))
    ap.add_argument("--out", help="summary and findings (default BUILD/random-programs)")
    ap.add_argument("--work", help="where programs are compiled (default /tmp/amp-random-<pid>)")
    ap.add_argument("--enable", default="")
    ap.add_argument("--disable", default="")
    ap.add_argument("--skip-known", action="store_true", help="switch off the features of KNOWN_BUGS")
    ap.add_argument("--keep", type=int, default=3, help="programs saved per group of findings")
    ap.add_argument("--timeout", type=int, default=180)
    ap.add_argument("--device", help="AMP_CLANG_DEVICE for the device run (default: the environment's)")
    ap.add_argument("--emi", action="store_true", help="EMI variants of test/lit/run instead of new programs")
    ap.add_argument("--fail-on-finding", action="store_true", help="exit 1 unless every program agrees")
    a = ap.parse_args()
    a.amp_clang = a.amp_clang or os.path.join(a.build, "bin", "amp-clang")
    a.out = a.out or os.path.join(a.build, "random-programs")
    a.work = a.work or "/tmp/amp-random-%d" % os.getpid()
    if os.path.exists(os.path.join(a.out, "findings")):
        shutil.rmtree(os.path.join(a.out, "findings"))
    c = Campaign(a)
    t0 = time.time()
    for program in (c.emi_programs() if a.emi else c.programs()):
        c.one(*program)
    sys.stdout.write(c.summary(time.time() - t0))
    if not os.listdir(a.work):
        os.rmdir(a.work)
    if a.fail_on_finding and sum(c.counts.values()) != c.counts["agree"]:
        sys.exit(1)
    if sum(c.counts.values()) == 0:
        sys.exit("campaign.py: no programs")


if __name__ == "__main__":
    main()
