#!/usr/bin/env bash
# The test suite under a sanitizer (docs/testing.md). Configures and builds
# build-<kind>/ with clang-19 and AMP_CLANG_<KIND>=ON, runs ctest there, then
# fails if any sanitizer wrote a report, even one a test's own checks let pass
# (a `not` in a RUN line, an exit status a script ignores).
# Usage: test/sanitizers/run.sh asan|tsan [ctest arguments, e.g. -E conformance]
set -euo pipefail
kind=${1:?usage: run.sh asan|tsan [ctest arguments]}
shift
case $kind in asan|tsan) ;; *) echo "run.sh: asan or tsan, not '$kind'" >&2; exit 2 ;; esac
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AMP_CLANG_SANITIZER_BUILD:-$root/build-$kind}
jobs=$(nproc 2>/dev/null || echo 2)
start=$(date +%s)
# -O1: the sanitizers' own advice, and a compiler fast enough for lit.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DCMAKE_CXX_FLAGS_RELEASE=-O1 -DCMAKE_C_FLAGS_RELEASE=-O1 "-DAMP_CLANG_${kind^^}=ON" >/dev/null
cmake --build "$build" -j "$jobs"
built=$(date +%s)

reports=$build/sanitizer-reports
rm -rf "$reports" && mkdir -p "$reports"
supp=$root/test/sanitizers
export POCL_CACHE_DIR=$build/pocl-cache AMP_CLANG_CACHE_DIR=$build/amp-cache
# Each report goes to <reports>/<sanitizer>.<pid> as well as failing its process.
# use_sigaltstack=0: LLVM (inside PoCL) installs its own malloc'ed alternate
# signal stack in threads that build programs, which ASan would otherwise try
# to unmap as its own when the thread exits, and die.
export ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:use_sigaltstack=0"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="log_path=$reports/ubsan:print_stacktrace=1:halt_on_error=1"
export TSAN_OPTIONS="log_path=$reports/tsan:suppressions=$supp/tsan.supp:second_deadlock_stack=1"
set +e
(cd "$build" && ctest --output-on-failure -j "$jobs" "$@")
status=$?
set -e
# ASan notes once per process that it cannot follow swapcontext on its own;
# the host accelerator's fibers annotate their switches (runtime/host_tile.cpp),
# so a file holding that notice alone is no report.
notice="ASan doesn't fully support makecontext/swapcontext"
found=0
for f in "$reports"/*; do
  [ -f "$f" ] || continue
  if grep -v -e "$notice" -e '^[[:space:]]*$' "$f" > /dev/null; then
    found=$((found + 1))
    echo "== $f" >&2; head -60 "$f" >&2
  fi
done
if [ "$found" -gt 0 ]; then
  echo "run.sh: $found sanitizer report(s) above" >&2
  [ "$status" -ne 0 ] || status=1
fi
echo "run.sh: $kind: build $((built - start)) s, tests $(( $(date +%s) - built )) s, ctest status $status, $found report(s)"
exit "$status"
