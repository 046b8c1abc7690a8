// A source whose first include is the user's own header, which reaches amp.h
// with nothing of its own before it (#pragma once or its include guard, system
// headers): the precompiled header of amp.h is used, as for a source that
// includes amp.h first; diagnostics and the program are the same as without it.
// RUN: rm -rf %t.cache && mkdir -p %t.cache
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -I %S/Inputs/pch-user %s -o %t 2>&1 | FileCheck %s --check-prefix=PCH
// PCH: amp-clang: precompiled header (frontend): built {{.*}}pch/frontend-{{[0-9a-f]+}}.pch
// PCH: "-include-pch" "{{.*}}pch/host-{{[0-9a-f]+}}.pch"
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// OUT: 0 2 4 6
// -D flags that no file of the PCH spells share it (here ANSWER, which only the
// source reads); one that a system header tests gets its own.
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -c -DANSWER=42 -I %S/Inputs/pch-user %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SHARED --implicit-check-not=built
// SHARED: amp-clang: precompiled header (frontend): using {{.*}}pch/frontend-{{[0-9a-f]+}}.pch
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -c -D_GLIBCXX_ASSERTIONS -I %S/Inputs/pch-user %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OWN
// OWN: amp-clang: precompiled header (frontend): built {{.*}}pch/frontend-{{[0-9a-f]+}}.pch
// The same errors with and without it.
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache not %amp-clang -fsyntax-only -DBAD -I %S/Inputs/pch-user %s 2> %t.pch.err
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache not %amp-clang -fsyntax-only -DBAD -fno-amp-pch -I %S/Inputs/pch-user %s 2> %t.nopch.err
// RUN: diff %t.pch.err %t.nopch.err
// RUN: FileCheck %s --check-prefix=BAD < %t.pch.err
// BAD: pch-user-header.cpp:[[@LINE+12]]:{{[0-9]+}}: error: {{.*}}[amp-char-type]
// A header whose way to amp.h tests a header's macro: the pre-pass turns the PCH down.
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -fsyntax-only -DLATE -I %S/Inputs/pch-user %s 2>&1 | FileCheck %s --check-prefix=LATE
// LATE: amp-clang: precompiled header (frontend): not used for {{.*}}pch-user-header.cpp: a conditional on a header's macro comes before amp.h
#ifdef LATE
#include "late-macro.h"
#endif
#include "common.h"

int main() {
  int data[4] = {0, 1, 2, 3};
#ifdef BAD
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) { char c = 0; (void)c; });
#endif
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = twice(v[i]); });
  std::printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
  return 0;
}
