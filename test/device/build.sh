#!/usr/bin/env bash
# Builds lit run tests (and any extra programs) for the GPU machine: each test's
# program into .device/tests/<name>, with the shared libraries they need in
# .device/lib, so that the device tool can carry `.device` and run them there
# (test/device/run.sh). Usage: test/device/build.sh <test/lit/run/x.cpp>...
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .device/tests .device/lib
cp -a build/lib/libamp_runtime.so* .device/lib/
for lib in libfmt.so.9 libtbb.so.12 libtbbmalloc.so.2; do
  for f in /lib/x86_64-linux-gnu/$lib*; do [ -e "$f" ] && cp -a "$f" .device/lib/; done
done
for src in "$@"; do
  name=$(basename "$src" .cpp)
  # The test's own flags from its first compile-and-run line (`%amp-clang <flags> %s -o %t`).
  flags=$(grep -m1 -E '^// RUN: %amp-clang .*%s -o %t( |$)' "$src" | sed -E 's|^// RUN: %amp-clang (.*)%s -o %t.*|\1|' || true)
  # shellcheck disable=SC2086
  build/bin/amp-clang -O2 $flags "$src" -o ".device/tests/$name"
done
