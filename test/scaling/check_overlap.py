#!/usr/bin/env python3
"""Reads a runtime log written with AMP_CLANG_LOG=3 AMP_CLANG_LOG_TIME=1 and
shows whether devices worked at once. Per device, each kernel has two
intervals: in flight (from its launch line to "complete") and running (from
"running" to "complete", the driver's word). Counts pairs of kernels of two
devices whose intervals overlap, halo copies issued ("section copy issued")
while a kernel was in flight, and halo transfers ("... bytes of a section
read/written/copied") logged while a kernel ran.

In flight on two devices at once means the host thread launched on one
device without waiting for the other; running at once means the devices
computed at the same time (a GPU per device; PoCL's CPU devices share one
pool of threads and run one kernel at a time).

Usage: check_overlap.py LOG   (exit status 1 unless kernels of two devices
were in flight at once and a halo copy was issued while a kernel was in
flight: the host waited for no device before the next one's work)
"""
import re
import sys

LINE = re.compile(r"debug \[(\d+) us\]: (.*)")
LAUNCH = re.compile(r"^launch \S+ .* on device (\d+):")
PROGRESS = re.compile(r"^kernel \S+.* on device (\d+) (running|complete)$")
HALO = re.compile(r"bytes of a section (read|written|copied)$")
ISSUED = re.compile(r"^section copy issued: ")


def intervals(lines):
    """Per device, the in-flight and the running interval of each kernel: a
    device's queue is in order, so its launches complete in turn."""
    launched, started, flight, run = {}, {}, {}, {}
    for t, text in lines:
        m = LAUNCH.search(text)
        if m:
            launched.setdefault(int(m.group(1)), []).append(t)
            continue
        m = PROGRESS.search(text)
        if not m:
            continue
        dev = int(m.group(1))
        if m.group(2) == "running":
            started[dev] = t
            continue
        if launched.get(dev):
            flight.setdefault(dev, []).append((launched[dev].pop(0), t))
        if dev in started:
            run.setdefault(dev, []).append((started.pop(dev), t))
    return flight, run


def pairs(spans):
    devices = sorted(spans)
    n = 0
    for i, a in enumerate(devices):
        for b in devices[i + 1:]:
            for s0, e0 in spans[a]:
                n += sum(1 for s1, e1 in spans[b] if s1 < e0 and s0 < e1)
    return n


def during(lines, spans, pattern):
    all_spans = [s for d in spans for s in spans[d]]
    return sum(1 for t, text in lines if pattern.search(text) and any(s <= t <= e for s, e in all_spans))


def main():
    lines = []
    with open(sys.argv[1]) as f:
        for raw in f:
            m = LINE.search(raw)
            if m:
                lines.append((int(m.group(1)), m.group(2)))
    flight, run = intervals(lines)
    word = lambda n: f"{'some' if n else 'none'} ({n})"
    print(f"devices with kernels: {len(flight)}")
    print(f"kernel pairs of two devices in flight at once: {word(pairs(flight))}")
    print(f"kernel pairs of two devices running at once: {word(pairs(run))}")
    issued = during(lines, flight, ISSUED)
    print(f"halo copies issued while a kernel was in flight: {word(issued)}")
    print(f"halo transfers done while a kernel ran: {word(during(lines, run, HALO))}")
    return 0 if pairs(flight) and issued else 1


if __name__ == "__main__":
    sys.exit(main())
