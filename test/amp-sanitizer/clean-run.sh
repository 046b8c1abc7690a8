#!/usr/bin/env bash
# -fsanitize=amp gives no false report: builds each sample and each run test
# (test/lit/run/*.cpp) with and without -fsanitize=amp, runs both, and fails
# on any amp-sanitizer report or a different exit status (docs/sanitizer.md,
# "No false reports").
#
#   bash test/amp-sanitizer/clean-run.sh [-j N] [build-dir] [test.cpp...]
#
# Runs on the default device (PoCL in the development container); set
# AMP_CLANG_DEVICE=host to run on the host accelerator, and
# AMP_CLEAN_RUN_REUSE=1 to run the programs a run before built again. Each program is built
# with the first command of its RUN lines that links it (the flags before the
# source, and its -D, -O and -std flags) and run with no arguments; tests
# whose RUN lines build something else (several translation units, libraries,
# -emit-opencl only) are skipped and counted. Output and logs go to
# <build-dir>/amp-sanitizer-clean-run.
set -u
JOBS=2
if [ "${1:-}" = "-j" ]; then JOBS=$2; shift 2; fi
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(cd "${1:-$SRC/build}" && pwd); shift || true
OUT=$BUILD/amp-sanitizer-clean-run
# A snapshot laid out as an installed prefix (the compiler finds ../include
# and ../lib beside itself): a rebuild of the build tree while this runs
# changes nothing.
# (AMP_CLEAN_RUN_REUSE keeps the one the programs were built with.)
if ! [ "${AMP_CLEAN_RUN_REUSE:-}" ] || ! [ -x "$OUT/prefix/bin/amp-clang" ]; then
  rm -rf "$OUT/prefix" && mkdir -p "$OUT/prefix/bin" "$OUT/prefix/lib" &&
    cp "$BUILD/bin/amp-clang" "$OUT/prefix/bin/" && cp -r "$SRC/include" "$OUT/prefix/include" &&
    cp -P "$BUILD"/lib/libamp_runtime.so* "$OUT/prefix/lib/" || exit 1
fi
AMP_CLANG=$OUT/prefix/bin/amp-clang
export POCL_CACHE_DIR=$BUILD/pocl-cache AMP_CLANG_CACHE_DIR=$BUILD/amp-cache
TIMEOUT=${AMP_CLEAN_RUN_TIMEOUT:-300}

# Programs that plant an error on purpose, with the reason.
declare -A EXCLUDED=(
  [new-array-reads-zero]="reads arrays no kernel wrote, on purpose (that they read 0): what amp-init reports"
  [warp-synchronous-reduction]="warp-synchronous steps (fences, no barrier) on purpose: a data race in C++ AMP's terms, what amp-race reports"
)

one() { # one <source> <flags...>: prints "<status> <name> <detail>"
  local src=$1; shift
  local name; name=$(basename "${src%.cpp}")
  local dir=$OUT/$name
  if [ "${AMP_CLEAN_RUN_REUSE:-}" ] && [ -x "$dir/plain" ] && [ -x "$dir/san" ]; then
    run_both "$name" "$dir"; return
  fi
  rm -rf "$dir"; mkdir -p "$dir"
  if ! "$AMP_CLANG" "$@" "$src" -o "$dir/plain" >"$dir/plain.build" 2>&1 &&
     ! { sleep 10; "$AMP_CLANG" "$@" "$src" -o "$dir/plain" >"$dir/plain.build" 2>&1; }; then
    echo "skip $name (does not build without the flag)"; return
  fi
  if ! "$AMP_CLANG" -fsanitize=amp "$@" "$src" -o "$dir/san" >"$dir/san.build" 2>&1 &&
     ! { sleep 10; "$AMP_CLANG" -fsanitize=amp "$@" "$src" -o "$dir/san" >"$dir/san.build" 2>&1; }; then
    echo "FAIL $name: does not build with -fsanitize=amp ($dir/san.build)"; return
  fi
  run_both "$name" "$dir"
}

run_both() { # run_both <name> <dir>: runs both builds, prints the verdict
  local name=$1 dir=$2
  (cd "$dir" && timeout "$TIMEOUT" ./plain >plain.out 2>&1); local a=$?
  (cd "$dir" && timeout "$TIMEOUT" ./san >san.out 2>&1); local b=$?
  if grep -q "amp-sanitizer" "$dir/san.out"; then
    echo "FAIL $name: $(grep -m1 'ERROR: amp-sanitizer' "$dir/san.out" | sed 's/^==[0-9]*==//') ($dir/san.out)"
  elif [ "$a" != "$b" ]; then
    echo "FAIL $name: exit status $b with the flag, $a without ($dir/san.out)"
  else
    echo "clean $name (exit $a)"
  fi
}

# The flags a run test is built with, or nothing when it is not one program.
flags_of() {
  local t=$1 l
  l=$(grep -E '^// RUN: .*%amp-clang .*%s.* -o %t' "$t" | grep -vE -- '-emit-|-fsyntax-only|-###| -c |-shared|\.o |\.a |%S' |
    head -1)
  [ -n "$l" ] || return 1
  l=${l#*%amp-clang }
  l=${l%%%s*}
  echo "$l"
}

mkdir -p "$OUT"
export -f one run_both; export AMP_CLANG OUT TIMEOUT

{
  if [ $# -gt 0 ]; then TESTS=("$@"); else
    TESTS=("$SRC"/test/lit/run/*.cpp)
    printf '%s\0' "$SRC/samples/hello/hello.cpp" "" \
      "$SRC/samples/msvc-style/scale.cpp" "-O2" \
      "$SRC/samples/texture-blur/blur.cpp" "-O2 '-DTEXTURE_BLUR_IMAGE=\"$SRC/samples/texture-blur/card.ppm\"'" \
      "$SRC/samples/multi-gpu-jacobi/jacobi.cpp" "-O2" \
      "$SRC/samples/clblast-sgemm/sgemm.cpp" "-O2"
  fi
  for t in "${TESTS[@]}"; do
    n=$(basename "${t%.cpp}")
    if [ -n "${EXCLUDED[$n]:-}" ]; then continue; fi
    if f=$(flags_of "$t"); then printf '%s\0%s\0' "$t" "$f"; else printf '%s\0%s\0' "$t" "SKIP"; fi
  done
} | xargs -0 -n2 -P "$JOBS" bash -c '
  if [ "$2" = SKIP ]; then echo "skip $(basename "${1%.cpp}") (not one program built from its source)"; exit 0; fi
  eval "set -- \"\$1\" $2"; one "$@"' _ | tee "$OUT/results.txt"

for n in "${!EXCLUDED[@]}"; do echo "excluded $n: ${EXCLUDED[$n]}"; done
run=$(grep -cE '^(clean|FAIL)' "$OUT/results.txt")
clean=$(grep -c '^clean' "$OUT/results.txt")
skipped=$(grep -c '^skip' "$OUT/results.txt")
echo "amp-sanitizer clean run: $clean of $run programs clean, $skipped skipped, ${#EXCLUDED[@]} excluded"
[ "$clean" = "$run" ]
