#!/usr/bin/env bash
# One fuzz campaign of amp-clang-fuzz, niced, for <seconds>.
# Usage: test/fuzz/run.sh <seconds> [conformance-dir]
# Env: AMP_CLANG_FUZZ_BUILD (default <repo>/build-fuzz); AMP_CLANG_FUZZ_TIMEOUT
# (seconds an input may take, default 10: raise it where other work shares the
# cores, or a starved worker reports timeouts); AMP_CLANG_FUZZ_WORKERS
# (default 1: one in-process worker; N > 1: libFuzzer's fork mode, N worker
# processes that go on past a finding); extra libFuzzer flags in
# AMP_CLANG_FUZZ_FLAGS. Crashes, hangs and leaks go to <build>/fuzz/crashes/;
# the corpus grown by the campaign stays in <build>/fuzz/corpus/ for the next.
set -euo pipefail
seconds=${1:?usage: run.sh <seconds> [conformance-dir]}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AMP_CLANG_FUZZ_BUILD:-$root/build-fuzz}
fuzzer=$build/bin/amp-clang-fuzz
[ -x "$fuzzer" ] || { echo "run.sh: build $fuzzer first (docs/fuzzing.md)" >&2; exit 1; }
work=$build/fuzz
mkdir -p "$work/corpus" "$work/crashes"
"$root/test/fuzz/make-corpus.sh" "$work/seeds" ${2:+"$2"}
log=$work/campaign-$(date -u +%Y%m%dT%H%M%SZ).log
# -close_fd_mask=2: Clang's diagnostics for every input would drown the log;
# libFuzzer and the sanitizers still report on their own copy of stderr.
# Leak detection is off: Clang and LLVM keep per-process caches on purpose.
# Fork mode rather than -jobs/-workers: its workers share one corpus and one
# log, and with -ignore_* a finding is saved and the campaign goes on.
workers=${AMP_CLANG_FUZZ_WORKERS:-1}
mode=()
[ "$workers" -le 1 ] || mode=(-fork="$workers" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
# The precompiled header of amp.h goes with the campaign, not the user's cache.
export AMP_CLANG_CACHE_DIR=$work/cache
start=$(date +%s)
set +e
nice -n 19 "$fuzzer" -max_total_time="$seconds" -timeout="${AMP_CLANG_FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 \
  -detect_leaks=0 -close_fd_mask=2 -print_final_stats=1 \
  -dict="$root/test/fuzz/amp.dict" -artifact_prefix="$work/crashes/" "${mode[@]}" \
  ${AMP_CLANG_FUZZ_FLAGS:-} "$work/corpus" "$work/seeds" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
elapsed=$(( $(date +%s) - start ))
runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | awk '{print $2}' || true)
# Fork mode prints no final stats: its last "#<executions>: cov:" line counts.
[ -n "$runs" ] || runs=$(grep -o '^#[0-9]*: cov' "$log" | tail -1 | tr -dc 0-9 || true)
# libFuzzer stops at the first finding: the campaign may end before <seconds>.
echo "run.sh: ${runs:-?} executions in ${elapsed}s (of ${seconds}s asked), exit status $status, log $log"
# slow-unit-* files are inputs over libFuzzer's 10 s report threshold, not findings.
echo "run.sh: findings in $work/crashes: $(ls "$work/crashes" | grep -vc '^slow-unit-' || true)"
exit "$status"
