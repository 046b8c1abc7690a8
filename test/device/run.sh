#!/usr/bin/env bash
# Runs on the GPU machine (device tool, carrying .device): each program in
# .device/tests on the GPU and on the host accelerator; outputs and exit
# statuses go to $OUT/tests/<name>.{gpu,host}[.rc], for test/device/check.py.
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p /etc/OpenCL/vendors
[ -f /etc/OpenCL/vendors/nvidia.icd ] || echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
export LD_LIBRARY_PATH="$PWD/.device/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export POCL_CACHE_DIR=/tmp/pocl-cache AMP_CLANG_CACHE_DIR=/tmp/amp-cache
mkdir -p "$OUT/tests"
for p in .device/tests/*; do
  name=$(basename "$p")
  for dev in gpu host; do
    AMP_CLANG_DEVICE=$dev timeout 120 "$p" > "$OUT/tests/$name.$dev" 2> "$OUT/tests/$name.$dev.err"
    echo $? > "$OUT/tests/$name.$dev.rc"
  done
  echo "$name: gpu $(cat "$OUT/tests/$name.gpu.rc") host $(cat "$OUT/tests/$name.host.rc")"
done
