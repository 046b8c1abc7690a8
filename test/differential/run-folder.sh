#!/usr/bin/env bash
# Differential run of every program in a folder (run-differential.py on each):
# for a device without this repository's lit, e.g. the GPU machine. Programs
# that refuse the host accelerator on purpose (the restriction-twin tests) or
# depend on device memory (exit-with-queued-kernels) are left out.
# Usage: run-folder.sh <folder> <out-folder>   (AMP_CLANG_DEVICE picks the device)
set -uo pipefail
dir=${1:?usage: run-folder.sh <folder> <out-folder>}
out=${2:?usage: run-folder.sh <folder> <out-folder>}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
agree=0; disagree=0
for p in "$dir"/*; do
  name=$(basename "$p")
  [[ -f $p && -x $p && $name != *.so* && $name != *.sh && $name != *.py ]] || continue
  case $name in exit-with-queued-kernels|restriction-overload*|twins-in-header|contextual-restrict|defaulted-special-members) continue ;; esac
  if python3 "$here/run-differential.py" --ignore '^device: ' "$p" > "$out/$name.out" 2> "$out/$name.err"; then
    agree=$((agree + 1)); echo "agree    $name"
  else
    disagree=$((disagree + 1)); echo "DISAGREE $name"; tail -5 "$out/$name.err"
  fi
done
echo "run-folder.sh: $agree agree, $disagree disagree (AMP_CLANG_DEVICE=${AMP_CLANG_DEVICE:-default})"
[ "$disagree" -eq 0 ] && [ "$agree" -gt 0 ]
