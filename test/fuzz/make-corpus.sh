#!/usr/bin/env bash
# Seeds for amp-clang-fuzz: every C++ source of the lit tests (with their
# Inputs), the samples and the benchmarks, the inputs of past findings that
# no lit test can hold (test/fuzz/findings: broken text that only a sanitizer
# build judges), plus the test.cpp files of the conformance suite when its
# folder is given. Each seed is named by its hash,
# so that re-running only adds.
# Usage: test/fuzz/make-corpus.sh <out-dir> [conformance-dir]
set -euo pipefail
out=${1:?usage: make-corpus.sh <out-dir> [conformance-dir]}
suite=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
{
  find "$root/test/lit" -name '*.cpp'
  find "$root/samples" -name '*.cpp'
  find "$root/bench" -maxdepth 1 -name '*.cpp'
  find "$root/test/fuzz/findings" -type f
  if [ -n "$suite" ]; then
    [ -d "$suite" ] || { echo "make-corpus.sh: no folder $suite" >&2; exit 1; }
    find "$suite" -name test.cpp
  fi
} | while read -r f; do
  cp "$f" "$out/$(sha1sum < "$f" | cut -c1-40)"
done
echo "make-corpus.sh: $(ls "$out" | wc -l) seeds in $out"
