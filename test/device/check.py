#!/usr/bin/env python3
"""Checks what test/device/run.sh brought back from the GPU machine: each
program's GPU output against its lit test's CHECK lines (FileCheck) and
against the host accelerator's output, as lit's %run does here.

Usage: check.py <folder holding tests/> [test/lit/run]"""
import os
import subprocess
import sys

out = os.path.join(sys.argv[1], "tests")
tests = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "lit", "run")
failed = 0
for name in sorted({f.split(".")[0] for f in os.listdir(out)}):
    gpu, host = (open(os.path.join(out, f"{name}.{d}"), "rb").read() for d in ("gpu", "host"))
    rc_gpu, rc_host = (open(os.path.join(out, f"{name}.{d}.rc")).read().strip() for d in ("gpu", "host"))
    src = os.path.join(tests, name + ".cpp")
    problems = []
    if rc_gpu != rc_host:
        problems.append(f"exit status {rc_gpu} on the GPU, {rc_host} on the host accelerator")
    if gpu != host:
        problems.append("output differs from the host accelerator's")
    if os.path.exists(src):
        check = subprocess.run(["/usr/lib/llvm-19/bin/FileCheck", src], input=gpu, capture_output=True)
        if check.returncode:
            problems.append("FileCheck: " + check.stderr.decode(errors="replace").splitlines()[0])
    print(f"{name}: " + ("PASS" if not problems else "FAIL: " + "; ".join(problems)))
    failed += bool(problems)
sys.exit(1 if failed else 0)
