#!/usr/bin/env bash
# Builds a project against an installed amp-clang and runs what it built, as a
# user would. Each run installs the main build into its own prefix under WORK.
#   run.sh cli       BUILD WORK  multilib by hand (amp-clang -c, ar, -shared),
#                               with the prefix moved after installing
#   run.sh package   BUILD WORK PROJECT PROGRAM...  find_package(AmpClang)
#   run.sh toolchain BUILD WORK PROJECT PROGRAM...  -DCMAKE_TOOLCHAIN_FILE
#   run.sh ccache    BUILD WORK PROJECT PROGRAM...  the toolchain file with
#                               ccache as the launcher: built twice from clean
#                               build folders, the second all from the cache
#   run.sh ccache-package ...   the same with find_package(AmpClang) and
#                               add_amp_to_target (amp-clang as the launcher)
#   run.sh mpi       BUILD WORK PROJECT  samples/mpi-jacobi built with CMake
#                               (find_package(MPI), amp_add_executable) and
#                               with mpicxx (OMPI_CXX=amp-clang), each run by
#                               mpirun -np 2 on two PoCL devices
# BUILD: the main build dir; PROJECT: the consumer's source dir; PROGRAM: what
# to run from the consumer's build dir afterwards (each must exit 0).
set -euo pipefail
mode=$1 build=$2 work=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)

rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" > "$work/install.log"

case $mode in
cli)
  # The installed tree must work from wherever it is moved to.
  mv "$prefix" "$work/moved"
  prefix=$work/moved
  amp=$prefix/bin/amp-clang
  src=$here/multilib
  out=$work/cli
  mkdir -p "$out"
  "$amp" -v -O2 -c "$src/static_part.cpp" -o "$out/static_part.o" 2> "$out/static.log"
  # The compile took its headers from the moved prefix, not the build tree.
  grep -qF -- "\"-I\" \"$prefix/include\"" "$out/static.log" ||
    { cat "$out/static.log"; echo "FAIL: amp.h not taken from $prefix/include"; exit 1; }
  ar rcs "$out/libampstatic.a" "$out/static_part.o"
  "$amp" -O2 -shared -fPIC "$src/shared_part.cpp" -o "$out/libampshared.so"
  "$amp" -O2 "$src/main.cpp" -L"$out" -lampstatic -lampshared -Wl,-rpath,"$out" -o "$out/multilib"
  ldd "$out/multilib" | grep "libamp_runtime.so.* => $prefix/" > /dev/null ||
    { ldd "$out/multilib"; echo "FAIL: libamp_runtime.so not taken from $prefix"; exit 1; }
  "$out/multilib"
  ;;
package|toolchain)
  project=$1
  shift
  config=(-DCMAKE_PREFIX_PATH="$prefix")
  # The host compiler of the consumer (ctest passes Clang 19's clang++).
  if [[ -n ${AMP_PACKAGE_TEST_CXX:-} ]]; then
    config+=(-DCMAKE_CXX_COMPILER="$AMP_PACKAGE_TEST_CXX")
  fi
  if [[ $mode == toolchain ]]; then
    # The toolchain file picks the compilers.
    config=(-DCMAKE_TOOLCHAIN_FILE="$prefix/share/amp-clang/toolchain.cmake" -DAMP_USE_TOOLCHAIN=ON)
  fi
  cmake -S "$project" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "${config[@]}"
  cmake --build "$work/build" -j2
  # What an editor (clangd) makes of compile_commands.json (docs/cmake.md).
  if [[ $mode == package ]]; then
    python3 "$here/check_compile_commands.py" "$work/build"
  fi
  for program in "$@"; do
    echo "== $program"
    "$work/build/$program"
  done
  ;;
ccache|ccache-package)
  project=$1
  shift
  export CCACHE_DIR=$work/ccache
  ccache --zero-stats > /dev/null
  if [[ $mode == ccache ]]; then
    config=(-DAMP_USE_TOOLCHAIN=ON -DCMAKE_TOOLCHAIN_FILE="$prefix/share/amp-clang/toolchain.cmake")
  else
    # find_package(AmpClang) and add_amp_to_target: amp-clang is the launcher
    # and keeps the ccache the project asked for in front of itself.
    config=(-DCMAKE_PREFIX_PATH="$prefix")
    [[ -z ${AMP_PACKAGE_TEST_CXX:-} ]] || config+=(-DCMAKE_CXX_COMPILER="$AMP_PACKAGE_TEST_CXX")
  fi
  for round in 1 2; do
    rm -rf "$work/build"
    cmake -S "$project" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${config[@]}" \
      -DCMAKE_CXX_COMPILER_LAUNCHER=ccache > "$work/configure.log"
    cmake --build "$work/build" -j2
    for program in "$@"; do
      echo "== $program (build $round)"
      "$work/build/$program"
    done
    # What ccache did for this round's compiles (CMake's checks compile nothing through it).
    ccache --print-stats > "$work/stats.$round"
    ccache --zero-stats > /dev/null
  done
  stat() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
  sources=$(find "$project" -name '*.cpp' | wc -l)
  echo "sources $sources; build 1: $(stat direct_cache_miss "$work/stats.1") direct misses;" \
    "build 2: $(stat direct_cache_hit "$work/stats.2") direct hits, $(stat direct_cache_miss "$work/stats.2") misses"
  [[ $(stat direct_cache_miss "$work/stats.1") -eq $sources ]] ||
    { cat "$work/stats.1"; echo "FAIL: the first build did not compile each source through ccache"; exit 1; }
  [[ $(stat direct_cache_hit "$work/stats.2") -eq $sources && $(stat direct_cache_miss "$work/stats.2") -eq 0 ]] ||
    { cat "$work/stats.2"; echo "FAIL: the second build was not served from the cache"; exit 1; }
  ;;
mpi)
  project=$1
  cmake -S "$project" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
    > "$work/configure.log"
  cmake --build "$work/build"
  OMPI_CXX="$prefix/bin/amp-clang" mpicxx -O2 "$project/jacobi.cpp" -o "$work/mpicxx-jacobi"
  # Open MPI refuses root unless told; CI runs as root.
  if [[ $(id -u) == 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
  export POCL_DEVICES="pthread pthread" # one device a rank
  for program in "$work/build/mpi-jacobi" "$work/mpicxx-jacobi"; do
    echo "== mpirun -np 2 $program"
    mpirun -np 2 --oversubscribe -x POCL_DEVICES -x POCL_CACHE_DIR -x AMP_CLANG_CACHE_DIR \
      "$program" --size 258 --steps 6 --depth 4 | tee "$work/run.out"
    # The first CPU device stands for Microsoft's WARP: its path is direct3d\warp.
    grep -Eq "^rank 0 of 2: rows 1-128 on (opencl:0|direct3d.warp) " "$work/run.out" &&
      grep -q "^rank 1 of 2: rows 129-256 on opencl:1 " "$work/run.out" ||
      { echo "FAIL: the ranks did not take one device each"; exit 1; }
    grep -q "2 ranks: .* largest difference from one accelerator 0$" "$work/run.out" && grep -qx ok "$work/run.out" ||
      { echo "FAIL: the ranks' grid differs from one accelerator's"; exit 1; }
  done
  ;;
*)
  echo "run.sh: unknown mode $mode" >&2
  exit 2
  ;;
esac
