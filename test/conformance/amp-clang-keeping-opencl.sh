#!/usr/bin/env bash
# The compiler the ctest conformance run hands to the suite's run.py: amp-clang
# ($AMP_CLANG_REAL) unchanged, except that a build with an output (-o FILE)
# also keeps its kernels' OpenCL C in FILE.cl and prints the coalescing
# advisor's findings into run.py's build log. opencl_validity_conformance then
# checks both without running the front end over the suite a second time.
set -euo pipefail
real="${AMP_CLANG_REAL:?AMP_CLANG_REAL names the amp-clang to run}"
args=("$@")
out=""
for ((i = 0; i < ${#args[@]}; i++)); do
  case "${args[i]}" in
    -fsyntax-only) exec "$real" "$@" ;;
    -o) if ((i + 1 < ${#args[@]})); then out="${args[i + 1]}"; fi ;;
  esac
done
if [[ -n "$out" ]]; then
  exec "$real" "$@" "-famp-save-opencl=$out.cl" -Wamp-coalescing
fi
exec "$real" "$@"
