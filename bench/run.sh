#!/usr/bin/env bash
# Builds the benchmarks (bench/*.cpp, compiled by amp-clang) and runs them: each
# kernel against hand-written OpenCL C on the same device, launch overhead, data
# movement, first launch with a cold and a warm compiler cache, compile time.
#
#   bash bench/run.sh            full sizes; writes the table into docs/performance.md
#   bash bench/run.sh --quick    tiny sizes, every result checked, no timing verdicts,
#                                docs untouched (ctest's bench_quick)
# Options:
#   --build-dir DIR   the CMake build (default: build); programs in DIR/bench
#   --bin-dir DIR     run prebuilt programs from DIR (the GPU machine: no compiler there)
#   --no-build        do not run cmake --build first
#   --label NAME      section of docs/performance.md (default: gpu if AMP_CLANG_DEVICE=gpu, else pocl)
#   --out FILE        write the markdown section to FILE instead of docs/performance.md
#   --merge FILE      put the section in FILE (a previous --out) into docs/performance.md and stop
#   --reps N          best of N (default 10)
#   --compile-only    only the compile-time rows (no device needed)
#   --only "P..."     only these programs (e.g. "copies reduce matmul launch transfers"), their
#                     --alone runs and the CUDA twins; no first-launch or compile-time rows
# Plots (docs/performance-LABEL.png) need matplotlib: sudo apt-get install python3-matplotlib
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cmdline="bash bench/run.sh $*"
quick=0 build=1 build_dir="$root/build" bin_dir="" label="" out="" merge="" reps=10 compile_only=0 only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --no-build) build=0 ;;
    --build-dir) build_dir="$2"; shift ;;
    --bin-dir) bin_dir="$2"; build=0; shift ;;
    --label) label="$2"; shift ;;
    --out) out="$2"; shift ;;
    --merge) merge="$2"; shift ;;
    --reps) reps="$2"; shift ;;
    --compile-only) compile_only=1 ;;
    --only) only="$2"; shift ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
[ -n "$label" ] || { [ "${AMP_CLANG_DEVICE:-}" = gpu ] && label=gpu || label=pocl; }
doc="$root/docs/performance.md"

# Replaces the section between the markers of $label in docs/performance.md with file $1.
update_doc() {
  local begin="<!-- results:$label begin -->" end="<!-- results:$label end -->"
  if ! grep -qF "$begin" "$doc" 2>/dev/null; then
    printf '\n%s\n%s\n' "$begin" "$end" >>"$doc"
  fi
  awk -v b="$begin" -v e="$end" -v f="$1" '
    $0 == b { print; while ((getline l < f) > 0) print l; skip = 1; next }
    $0 == e { skip = 0 }
    !skip { print }' "$doc" >"$doc.tmp" && mv "$doc.tmp" "$doc"
  echo "run.sh: wrote section '$label' of $doc"
}
if [ -n "$merge" ]; then update_doc "$merge"; exit 0; fi

if [ $build = 1 ]; then
  if [ ! -f "$build_dir/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release || exit 1
  fi
  cmake --build "$build_dir" -j2 --target bench || exit 1
fi
[ -n "$bin_dir" ] || bin_dir="$build_dir/bench"
amp_clang="$build_dir/bin/amp-clang"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/amp-bench.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
log="$tmp/log"
failed=0
args=(--reps="$reps")
[ $quick = 1 ] && args=(--quick)

run() { # program [args...]: runs it, keeps its output, counts failures
  local p="$1"; shift
  echo "== $p $*" >&2
  if ! "$bin_dir/$p" "$@" >"$tmp/$p.out" 2>"$tmp/$p.err"; then
    echo "run.sh: $p failed" >&2; cat "$tmp/$p.err" "$tmp/$p.out" >&2; failed=$((failed + 1))
  fi
  cat "$tmp/$p.out" >>"$log"
}

if [ $compile_only = 1 ]; then
  # Only the compile-time rows: a DEVICE line for the section's header.
  echo "DEVICE|$(uname -m) host ($(nproc) cores)|-|compile time only" >>"$log"
else
selected() { [ -z "$only" ] || [[ " $only " == *" $1 "* ]]; }
for p in copies sweep coalescing matmul reduce launch movement texture_blur transfers new_arrays tagged_references; do
  selected "$p" && run "$p" "${args[@]}"
done

# The standalone check of the programs that time the two sides in turns:
# each again with --alone (hand side only between its repetitions, one
# context: the runtime's), the "hand alone" column. The other programs time
# their hand side apart already (before the amp-clang side, or alone).
if [ $quick = 0 ]; then
  for p in copies sweep matmul reduce launch movement; do
    selected "$p" || continue
    echo "== $p --alone" >&2
    "$bin_dir/$p" "${args[@]}" --alone >"$tmp/$p.alone" 2>"$tmp/$p.alone.err" ||
      { echo "run.sh: $p --alone failed" >&2; cat "$tmp/$p.alone.err" >&2; failed=$((failed + 1)); }
    awk -F'|' '$1 == "ROW" { print "ALONE|" $2 "|" $3 "|" $4 "|" $6 "|" $7 }' "$tmp/$p.alone" >>"$log"
  done
fi

# CUDA twins (bench/cuda/), on the GPU (AMP_CLANG_DEVICE=gpu), where nvcc
# exists or the bin dir holds them built: the CUDA column of the table. CI and
# PoCL have neither, and need neither.
cuda_dir=""
if [ $quick = 0 ] && [ "${AMP_CLANG_DEVICE:-}" = gpu ]; then
  if [ -x "$bin_dir/kernels_cuda" ] && [ -x "$bin_dir/transfers_cuda" ]; then
    cuda_dir="$bin_dir"
  elif command -v nvcc >/dev/null 2>&1; then
    nvcc -O2 -o "$tmp/kernels_cuda" "$root/bench/cuda/kernels.cu" &&
      nvcc -O2 -o "$tmp/transfers_cuda" "$root/bench/cuda/transfers.cu" && cuda_dir="$tmp"
  fi
fi
if [ -n "$cuda_dir" ]; then
  for p in kernels_cuda transfers_cuda; do
    echo "== $p" >&2
    "$cuda_dir/$p" "${args[@]}" >>"$log" 2>"$tmp/$p.err" ||
      { echo "run.sh: $p failed" >&2; cat "$tmp/$p.err" >&2; failed=$((failed + 1)); }
  done
fi

# First launch: fresh cache directories (cold), then the same again (warm). PoCL
# caches built programs in POCL_CACHE_DIR; NVIDIA's driver its JIT output in
# CUDA_CACHE_PATH; the runtime its device binaries in AMP_CLANG_CACHE_DIR.
cache="$tmp/kernel-cache"
for phase in cold warm; do
  [ -z "$only" ] || break
  POCL_CACHE_DIR="$cache" CUDA_CACHE_PATH="$cache" AMP_CLANG_CACHE_DIR="$cache/amp-clang" AMP_CLANG_LOG=2 \
    run first_launch "${args[@]}"
  mv "$tmp/first_launch.out" "$tmp/first_$phase.out"
  # The runtime logs its program build time (AMP_CLANG_LOG=2): "built program from
  # ... in N ms" from source (cold), "loaded program from ... in N ms" from its disk cache (warm).
  sed -n 's/.*\(built\|loaded\) program from .* in \([0-9.]*\) ms.*/\2/p' "$tmp/first_launch.err" | head -1 >"$tmp/build_$phase"
  [ $phase = cold ] && ! grep -q 'stored in the disk cache' "$tmp/first_launch.err" &&
    echo "run.sh: first_launch (cold) stored no program in the disk cache" >&2
  [ $phase = warm ] && ! grep -q 'from the disk cache' "$tmp/first_launch.err" &&
    echo "run.sh: first_launch (warm) did not load its program from the disk cache" >&2
done
first() { awk -F'|' -v c="$2" '$1 == "FIRST" { print $c }' "$tmp/first_$1.out"; }
# (FIRST fields: amp first launch, amp second launch, hand build, hand build + first launch, hand context,
#  the driver's compiler start-up (a throwaway build before both); us)
if [ -z "$only" ] && [ -n "$(first cold 2)" ] && [ -n "$(first warm 2)" ]; then
  awk -v ac="$(first cold 2)" -v aw="$(first warm 2)" -v hc="$(first cold 5)" -v hw="$(first warm 5)" \
      -v as="$(first warm 3)" -v q=$quick -v bc="$(cat "$tmp/build_cold")" -v bw="$(cat "$tmp/build_warm")" \
      -v hbc="$(first cold 4)" -v hbw="$(first warm 4)" -v hcc="$(first cold 6)" -v hcw="$(first warm 6)" \
      -v csc="$(first cold 7)" -v csw="$(first warm 7)" 'BEGIN {
    r = aw / ac
    printf "ROW|first launch|cold cache: first launch + wait (build included)|1 kernel, 2^16 floats|%.0f|%.0f|us||||\n", ac, hc
    printf "ROW|first launch|warm cache: first launch + wait|1 kernel, 2^16 floats|%.0f|%.0f|us|warm/cold %.3f (hand %.3f)|<= 0.10|%s\n", aw, hw, r, hw / hc, q ? "(quick)" : (r <= 0.10 ? "met" : "MISSED")
    printf "ROW|first launch|second launch + wait (same process)|1 kernel, 2^16 floats|%.0f||us||||\n", as
    if (bc != "" && bw != "" && bc > 0) {
      rb = bw / bc
      printf "ROW|first launch|program build alone, cold cache (runtime log; hand: clBuildProgram)|1 kernel|%.0f|%.0f|us||||\n", bc * 1000, hbc
      printf "ROW|first launch|program build alone, warm cache|1 kernel|%.0f|%.0f|us|warm/cold %.3f (hand %.3f)|<= 0.10|%s\n", bw * 1000, hbw, rb, hbw / hbc, q ? "(quick)" : (rb <= 0.10 ? "met" : "MISSED")
    }
    printf "ROW|first launch|context creation (a throwaway clCreateContext + queue; both sides use the runtime'"'"'s, made before), cold / warm run|1 context||%.0f / %.0f|us||||\n", hcc, hcw
    printf "ROW|first launch|the driver compiler start-up: a throwaway build before both sides, cold / warm run|1 kernel||%.0f / %.0f|us||||\n", csc, csw
  }' >>"$log"
fi

fi # compile_only

# Compile time: amp-clang -c -O2 of a program against clang++ -c -O2 of its host-only twin.
if [ -x "$amp_clang" ] && [ -z "$only" ]; then
  host_cxx="${AMP_CLANG_HOST_CXX:-clang++-19}"
  src="$root/bench/compile_twin.cpp"
  n=3; [ $quick = 1 ] && n=1
  best() { # best wall time in seconds of n runs of the command
    local b=""
    for _ in $(seq $n); do
      local t0 t1; t0=$(date +%s.%N)
      "$@" >/dev/null 2>"$tmp/cc.err" || { cat "$tmp/cc.err" >&2; echo "$*" >>"$tmp/cc.failed"; }
      t1=$(date +%s.%N); b=$(awk -v a="$t0" -v z="$t1" -v b="$b" 'BEGIN { t = z - a; print (b == "" || t < b) ? t : b }')
    done
    echo "$b"
  }
  # Precompiled headers in a cache of this run's own: the first compile fills
  # it (cold), the timed ones use it (warm, as every later compile of a project).
  export AMP_CLANG_CACHE_DIR="$tmp/amp-cache"
  t_cold=$(n=1 best "$amp_clang" -c -O2 "$src" -o "$tmp/a.o")
  t_nopch=$(best "$amp_clang" -c -O2 -fno-amp-pch "$src" -o "$tmp/a.o")
  t_amp=$(best "$amp_clang" -c -O2 "$src" -o "$tmp/a.o")
  t_syn=$(best "$amp_clang" -fsyntax-only "$src")
  t_ocl=$(best "$amp_clang" -emit-opencl "$src" -o "$tmp/a.cl")
  t_host=$(best "$host_cxx" -c -O2 -DBENCH_HOST_ONLY "$src" -o "$tmp/h.o")
  # The host compile amp-clang runs on its rewritten text (amp-clang -v prints it).
  "$amp_clang" -emit-host "$src" -o "$tmp/rewritten.cpp" || echo "-emit-host" >>"$tmp/cc.failed"
  t_rew=$(best "$host_cxx" -std=c++17 -Wno-dynamic-exception-spec -O2 -fms-extensions -I "$root/include" \
          -include amp_clang/restrict.h -x c++ "$tmp/rewritten.cpp" -c -o "$tmp/r.o")
  # Code of real size: 75 kernels in 2,119 lines, each with its host-only twin (4 when quick).
  kernels=75; [ $quick = 1 ] && kernels=4
  python3 "$root/bench/many_kernels.py" "$tmp/many.cpp" $kernels
  many_size="bench/many_kernels.py: $kernels kernels, $(wc -l <"$tmp/many.cpp") lines"
  t_many=$(best "$amp_clang" -c -O2 "$tmp/many.cpp" -o "$tmp/m.o")
  t_many_host=$(best "$host_cxx" -c -O2 -DBENCH_HOST_ONLY "$tmp/many.cpp" -o "$tmp/mh.o")
  awk -v a="$t_many" -v h="$t_many_host" -v q=$quick -v size="$many_size" 'BEGIN { r = a / h
    printf "ROW|compile time|amp-clang -c -O2 vs clang++ -c -O2 of the host-only twin|%s|%.0f|%.0f|ms|%.2fx|<= 1.3x|%s\n", size, a * 1000, h * 1000, r, q ? "(quick)" : (r <= 1.3 ? "met" : "MISSED") }' >>"$log"
  [ -f "$tmp/cc.failed" ] && { echo "run.sh: compile failed: $(cat "$tmp/cc.failed")" >&2; failed=$((failed + 1)); }
  awk -v a="$t_amp" -v h="$t_host" -v s="$t_syn" -v o="$t_ocl" -v rw="$t_rew" -v c="$t_cold" -v np="$t_nopch" -v q=$quick 'BEGIN {
    r = a / h
    printf "ROW|compile time|amp-clang -c -O2 vs clang++ -c -O2 of the host-only twin|bench/compile_twin.cpp|%.0f|%.0f|ms|%.2fx|<= 1.3x|%s\n", a * 1000, h * 1000, r, q ? "(quick)" : (r <= 1.3 ? "met" : "MISSED")
    printf "ROW|compile time|amp-clang -c -O2, first compile (builds the precompiled headers)|bench/compile_twin.cpp|%.0f||ms||||\n", c * 1000
    printf "ROW|compile time|amp-clang -c -O2 -fno-amp-pch (no precompiled header)|bench/compile_twin.cpp|%.0f||ms||||\n", np * 1000
    printf "ROW|compile time|amp-clang -fsyntax-only (front end and checks)|bench/compile_twin.cpp|%.0f||ms||||\n", s * 1000
    printf "ROW|compile time|amp-clang -emit-opencl (front end and lowering)|bench/compile_twin.cpp|%.0f||ms||||\n", o * 1000
    printf "ROW|compile time|clang++ -c -O2 of the rewritten host text alone (amp.h included)|bench/compile_twin.cpp|%.0f||ms||||\n", rw * 1000
  }' >>"$log"
fi

grep -q '^RESULT|FAIL' "$log" && failed=$((failed + 1))
device=$(awk -F'|' '$1 == "DEVICE" { print $2; exit }' "$log")
driver=$(awk -F'|' '$1 == "DEVICE" { print $3 " (" $4 ")"; exit }' "$log")
{
  echo "### $label: $device"
  echo
  echo "- device: $device; driver: $driver"
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); host: $(nproc) CPU cores, $(uname -sr)"
  echo "- command: \`${BENCH_COMMAND:-$cmdline}\`${AMP_CLANG_DEVICE:+ with AMP_CLANG_DEVICE=$AMP_CLANG_DEVICE}"
  echo "- timing: best of $([ $quick = 1 ] && echo 1 || echo "$reps"), device synchronised around each timed region (accelerator_view::wait / clFinish), host clock; every result checked"
  echo
  # Beside each row: the CUDA twin's figure where it has one, and amp-clang's
  # ratio to it (for times, the difference); "hand alone", the hand kernel
  # timed with nothing between its repetitions, and the check: the paired
  # run's hand figure over it (times: alone over hand), 1 where timing in
  # turns changed nothing.
  echo "| section | benchmark | size | amp-clang | hand OpenCL | hand alone | check: hand / alone | CUDA | unit | ratio to hand | amp-clang vs CUDA | target | verdict |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  awk -F'|' 'NR == FNR { if ($1 == "CUDA") cuda[$2 "|" $3] = $5; if ($1 == "ALONE") alone[$2 "|" $3] = $5; next }
    $1 == "ROW" {
      c = cuda[$2 "|" $3]; a = alone[$2 "|" $3]; vs = ""; chk = ""
      if (c != "" && $5 + 0 > 0) vs = ($7 ~ /^us/) ? sprintf("%+.2f us", $5 - c) : sprintf("%.3f", $5 / c)
      if (a != "" && a + 0 > 0 && $6 + 0 > 0) chk = ($7 ~ /^us/) ? sprintf("%.3f", a / $6) : sprintf("%.3f", $6 / a)
      printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", $2, $3, $4, $5, $6, a, chk, c, $7, $8, vs, $9, $10 }' "$log" "$log"
  echo
} >"$tmp/section.md"
cat "$tmp/section.md"

if [ $quick = 0 ]; then
  if [ -n "$out" ]; then cp "$tmp/section.md" "$out"; cp "$log" "$out.raw"; else update_doc "$tmp/section.md"; fi
  py=""
  for p in python3 /usr/bin/python3; do
    if "$p" -c 'import matplotlib' 2>/dev/null; then py="$p"; break; fi
  done
  if [ -n "$py" ]; then
    png="${out:+$out.png}"; png="${png:-$root/docs/performance-$label.png}"
    "$py" "$root/bench/plot.py" "$log" "$png" "$device" && echo "run.sh: plot $png"
    sweep_png="${out:+$out.sweep.png}"; sweep_png="${sweep_png:-$root/docs/performance-sweep-$label.png}"
    grep -q '^ROW|compute sweep|' "$log" &&
      "$py" "$root/bench/plot_sweep.py" "$log" "$sweep_png" "$device" && echo "run.sh: plot $sweep_png"
  else
    echo "run.sh: no plot (matplotlib missing: sudo apt-get install python3-matplotlib)"
  fi
fi
if [ $failed != 0 ]; then echo "run.sh: $failed failure(s)" >&2; exit 1; fi
echo "run.sh: all results correct"
