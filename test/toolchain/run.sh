#!/bin/bash
# amp-clang as CMake's C++ compiler (cmake/toolchain.cmake), with the Ninja and
# the Unix Makefiles generators: CMake identifies Clang 19 and passes its ABI
# checks, the project (a static library, a shared library of two objects with
# kernels, a program) builds and runs, and after touching a header only the
# object including it is rebuilt (the -MD dependency files).
# Usage: run.sh <amp-clang> <toolchain.cmake> <work folder>
set -u
AMP_CLANG=$1
TOOLCHAIN=$2
WORK=$3
PROJECT=$(cd "$(dirname "$0")/project" && pwd)
EXPECTED="static 4950 shared 14850 285 main 10"
fail() { echo "FAIL ($GEN): $*" >&2; exit 1; }
show() { echo "--- $1" >&2; cat "$1" >&2; }

rm -rf "$WORK"
mkdir -p "$WORK"
for GEN in Ninja "Unix Makefiles"; do
  if [ "$GEN" = Ninja ] && ! command -v ninja > /dev/null; then
    echo "skipped: $GEN (no ninja)"
    continue
  fi
  NAME=${GEN// /_}
  SRC=$WORK/$NAME-src   # a copy: the test touches a header
  B=$WORK/$NAME
  cp -r "$PROJECT" "$SRC"
  cmake -S "$SRC" -B "$B" -G "$GEN" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DAMP_CLANG_COMPILER="$AMP_CLANG" > "$B.configure.log" 2>&1 || { show "$B.configure.log"; fail "configure"; }
  INFO=$(ls "$B"/CMakeFiles/*/CMakeCXXCompiler.cmake)
  grep -q 'set(CMAKE_CXX_COMPILER_ID "Clang")' "$INFO" || fail "not identified as Clang"
  grep -q 'set(CMAKE_CXX_COMPILER_VERSION "19\.' "$INFO" || fail "not identified as Clang 19"
  grep -q 'set(CMAKE_CXX_ABI_COMPILED TRUE)' "$INFO" || fail "ABI check did not compile"
  grep -q 'set(CMAKE_CXX_IMPLICIT_LINK_DIRECTORIES ".' "$INFO" || fail "implicit link directories not parsed"
  cmake --build "$B" -j2 > "$B.build.log" 2>&1 || { show "$B.build.log"; fail "build"; }
  OUT=$("$B/app") || fail "app failed: $OUT"
  [ "$OUT" = "$EXPECTED" ] || fail "app printed '$OUT', expected '$EXPECTED'"
  # Two objects with kernels in the shared library, linked without clashes.
  [ -e "$B/libampshared.so" ] || fail "no shared library"
  cmake --build "$B" > "$B.noop.log" 2>&1 || { show "$B.noop.log"; fail "second build"; }
  grep -q 'Building CXX' "$B.noop.log" && { show "$B.noop.log"; fail "an up-to-date build compiled again"; }
  sleep 1.1
  touch "$SRC/include/scale.h"
  cmake --build "$B" -j2 > "$B.rebuild.log" 2>&1 || { show "$B.rebuild.log"; fail "rebuild"; }
  grep -q 'shared_kernels.cpp.o' "$B.rebuild.log" || { show "$B.rebuild.log"; fail "touching scale.h did not rebuild shared_kernels.cpp.o"; }
  grep -q 'main.cpp.o\|static_kernels.cpp.o\|shared_more.cpp.o' "$B.rebuild.log" &&
    { show "$B.rebuild.log"; fail "touching scale.h rebuilt objects that do not include it"; }
  OUT=$("$B/app") || fail "app failed after the rebuild"
  [ "$OUT" = "$EXPECTED" ] || fail "after the rebuild app printed '$OUT'"
  echo "ok: $GEN"
done
