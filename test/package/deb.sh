#!/usr/bin/env bash
# cpack -G DEB on the main build, then checks the .deb: its name and Depends,
# its layout under /usr, and that the amp-clang unpacked from it (moved out of
# /usr, so nothing installed on this machine is used) compiles and runs SOURCE.
#   deb.sh BUILD WORK SOURCE
set -euo pipefail
build=$1 work=$2 source=$3
rm -rf "$work"
mkdir -p "$work"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work" > "$work/cpack.log"
deb=$(ls "$work"/amp-clang_*.deb)
fail() { echo "FAIL: $*"; exit 1; }

[[ $(dpkg-deb -f "$deb" Package) == amp-clang ]] || fail "package name"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for need in clang-19 libclang-common-19-dev libclang-cpp19 libllvm19 ocl-icd-libopencl1 libfmt9 opencl-icd; do
  [[ $depends == *"$need"* ]] || fail "Depends lacks $need"
done

dpkg-deb -x "$deb" "$work/root"
prefix=$work/root/usr
for f in bin/amp-clang include/amp.h include/amp_math.h include/amp_clang/restrict.h \
         lib/cmake/AmpClang/AmpClangConfig.cmake lib/cmake/AmpClang/AmpClangConfigVersion.cmake \
         lib/cmake/AmpClang/AmpClangTargets.cmake lib/cmake/AmpClang/AmpClangFunctions.cmake; do
  [[ -e $prefix/$f ]] || fail "no /usr/$f in the package"
done
ls "$prefix"/lib/libamp_runtime.so.* > /dev/null || fail "no libamp_runtime.so in the package"
# The package's CMake files and headers name no build tree (the binary keeps
# the build tree's paths, used only when <exe>/../include/amp.h is absent).
! grep -rl -- "$build" "$prefix/lib/cmake" "$prefix/include" || fail "the package names the build tree"

mv "$prefix" "$work/moved"
"$work/moved/bin/amp-clang" -O2 "$source" -o "$work/program"
ldd "$work/program" | grep "libamp_runtime.so.* => $work/moved/" > /dev/null || fail "runtime not taken from the package"
"$work/program"
