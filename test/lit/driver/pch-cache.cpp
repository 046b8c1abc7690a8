// The precompiled-header cache (AMP_CLANG_CACHE_DIR/pch): the first compile
// builds the front end's and the host's PCH, the next uses them, a damaged PCH
// is rebuilt; sources with a macro or a conditional before amp.h, an unusable
// cache folder, AMP_CLANG_CACHE_DIR=off and -fno-amp-pch compile without one; diagnostics read the same
// either way.
// RUN: rm -rf %t.cache %t.file && mkdir -p %t.cache && echo not-a-folder > %t.file
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: amp-clang: precompiled header (frontend): built {{.*}}pch/frontend-{{[0-9a-f]+}}.pch
// FIRST: amp-clang: precompiled header (host): built {{.*}}pch/host-{{[0-9a-f]+}}.pch
// FIRST: "-include-pch" "{{.*}}pch/host-{{[0-9a-f]+}}.pch"
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v %s -o %t 2>&1 | FileCheck %s --check-prefix=SECOND
// SECOND: amp-clang: precompiled header (frontend): using
// SECOND: amp-clang: precompiled header (host): using
// RUN: %t | FileCheck %s --check-prefix=OUT
// OUT: sum 5050
//
// A damaged PCH (here: cut short) is noticed and built again.
// RUN: find %t.cache/pch -name "*.pch" -exec truncate -s 64 {} +
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=FIRST
//
// A macro before amp.h: no PCH for the front end (the host's PCH of launch.h
// still serves: the rewritten text starts with it).
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v %S/Inputs/pch-define-first.cpp -o %t.define 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MACRO --implicit-check-not="(frontend)"
// MACRO: amp-clang: precompiled header (host): {{built|using}}
// RUN: %t.define | FileCheck %s --check-prefix=MACRO-OUT
// MACRO-OUT: scaled 3 6 9 12
// A conditional on a header's macro before amp.h: the pre-pass turns the PCH down.
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v %S/Inputs/pch-conditional.cpp -o %t.cond 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COND
// COND: amp-clang: precompiled header (frontend): not used for {{.*}}pch-conditional.cpp: a conditional on a header's macro comes before amp.h
// RUN: %t.cond | FileCheck %s --check-prefix=COND-OUT
// COND-OUT: added 11 12 13 14
//
// RUN: env AMP_CLANG_CACHE_DIR=%t.file %amp-clang -v -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NONE \
// RUN:   --implicit-check-not="precompiled header" --implicit-check-not=-include-pch
// AMP_CLANG_CACHE_DIR=off turns the cache off (as the runtime's program cache):
// no PCH, and no folder named "off" made.
// RUN: rm -rf %t.offdir && mkdir %t.offdir && cd %t.offdir && env AMP_CLANG_CACHE_DIR=off %amp-clang -v -c %s \
// RUN:   -o %t.o 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not="precompiled header" \
// RUN:   --implicit-check-not=-include-pch
// RUN: ls -A %t.offdir | count 0
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -fno-amp-pch -c %s -o %t.o 2>&1 | FileCheck %s \
// RUN:   --check-prefix=NONE --implicit-check-not="precompiled header" --implicit-check-not=-include-pch
// NONE: "-include" "amp_clang/restrict.h"
//
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache not %amp-clang -fsyntax-only %S/library-errors-at-user-site.cpp 2> %t.pch.err
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache not %amp-clang -fno-amp-pch -fsyntax-only %S/library-errors-at-user-site.cpp 2> %t.nopch.err
// RUN: diff %t.pch.err %t.nopch.err
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(100);
  array_view<int, 1> v(100, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] + 1; });
  int sum = 0;
  for (int i = 0; i < 100; ++i) sum += v[i];
  std::printf("sum %d\n", sum);
  return 0;
}
