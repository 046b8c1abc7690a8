#!/usr/bin/env bash
# What each -fsanitize=amp check costs: builds bench/sanitizer.cpp once per set
# of checks and runs each on the default device (AMP_CLANG_DEVICE picks
# another), then prints each kernel's time against the build without checks.
#   bash bench/sanitizer.sh [--quick] [--reps N]     (from the repository root)
#   AMP_CLANG=/path/to/amp-clang bash bench/sanitizer.sh   another compiler
#   BIN_DIR=dir bash bench/sanitizer.sh              prebuilt sanitizer_<checks> programs (no compiler)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cc="${AMP_CLANG:-$root/build/bin/amp-clang}"
dir="${BIN_DIR:-$(mktemp -d)}"
variants="none amp-bounds amp-init amp-race amp-sync amp"
for v in $variants; do
  exe="$dir/sanitizer_$v"
  if [ -z "${BIN_DIR:-}" ]; then
    flag=""; [ "$v" != none ] && flag="-fsanitize=$v"
    "$cc" -O2 $flag "$root/bench/sanitizer.cpp" -o "$exe"
  fi
  "$exe" "$@" > "$dir/$v.txt"
done
head -1 "$dir/none.txt"
printf '%-11s %-8s %12s %8s\n' checks kernel ms "x none"
for v in $variants; do
  for k in copy stencil matmul; do
    base=$(awk -v k=$k '$1==k {print $3}' "$dir/none.txt")
    ms=$(awk -v k=$k '$1==k {print $3}' "$dir/$v.txt")
    # awk, not bc: the GPU machine has no bc.
    printf '%-11s %-8s %12s %8.2f\n' "$v" "$k" "$ms" "$(awk -v a="$ms" -v b="$base" 'BEGIN { print a / b }')"
  done
done
