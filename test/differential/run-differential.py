#!/usr/bin/env python3
"""Differential run of a compiled C++ AMP program (lit's %run).

Runs the program twice: on the OpenCL device the environment selects (PoCL by
default, AMP_CLANG_DEVICE as given), and on the host accelerator
(AMP_CLANG_DEVICE=host), where every kernel runs as the C++ the user wrote.
Their exit status and standard output must agree, byte for byte. The device
run's output and standard error are passed on, so that the test's own checks
still read them; its exit status is this script's.

Usage: run-differential.py [--ignore REGEX]... <program> [arguments...]
--ignore: output lines matching REGEX (which name the device, say) are left
out of the comparison.
"""
import difflib
import os
import re
import subprocess
import sys


def run(argv, env):
    return subprocess.run(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def main():
    argv = sys.argv[1:]
    ignored = []
    while len(argv) >= 2 and argv[0] == "--ignore":
        ignored.append(re.compile(argv[1]))
        argv = argv[2:]
    if not argv:
        sys.exit("usage: run-differential.py [--ignore REGEX]... <program> [arguments...]")
    device = run(argv, dict(os.environ))
    host_env = dict(os.environ, AMP_CLANG_DEVICE="host")
    host = run(argv, host_env)
    sys.stdout.buffer.write(device.stdout)
    sys.stderr.buffer.write(device.stderr)
    sys.stdout.flush()
    problems = []
    if device.returncode != host.returncode:
        problems.append(f"exit status {device.returncode} on the device, {host.returncode} on the host accelerator")
    def compared(out):
        lines = out.decode(errors="replace").splitlines()
        return [l for l in lines if not any(r.search(l) for r in ignored)]

    if compared(device.stdout) != compared(host.stdout):
        diff = difflib.unified_diff(compared(device.stdout), compared(host.stdout),
                                    "device", "host accelerator", lineterm="")
        problems.append("standard output differs:\n" + "\n".join(diff))
    if problems:
        sys.stderr.write("run-differential: " + " ".join(argv) + ": the device and the host accelerator disagree\n")
        for p in problems:
            sys.stderr.write("  " + p + "\n")
        sys.stderr.write("host accelerator's standard error:\n" + host.stderr.decode(errors="replace"))
        sys.exit(1 if device.returncode == 0 else device.returncode)
    sys.exit(device.returncode)


if __name__ == "__main__":
    main()
