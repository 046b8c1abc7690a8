// A user's `-include FILE` (the conformance suite's test_main.h, a project's
// common header) is read as the source's first line: where that file reaches
// amp.h with nothing of its own before it, the precompiled header of amp.h is
// used by the front end and by the host compile, and diagnostics and the
// program are the same as without it.
// RUN: rm -rf %t.cache && mkdir -p %t.cache
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -include %S/Inputs/pch-user/common.h %s -o %t 2>&1 | FileCheck %s --check-prefix=PCH
// PCH: amp-clang: precompiled header (frontend): built {{.*}}pch/frontend-{{[0-9a-f]+}}.pch
// PCH: "-include-pch" "{{.*}}pch/host-{{[0-9a-f]+}}.pch" {{.*}}"-include" "{{.*}}common.h"
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// OUT: 0 2 4 6
// The same errors with and without it.
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache not %amp-clang -fsyntax-only -DBAD -include %S/Inputs/pch-user/common.h %s 2> %t.pch.err
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache not %amp-clang -fsyntax-only -DBAD -fno-amp-pch -include %S/Inputs/pch-user/common.h %s 2> %t.nopch.err
// RUN: diff %t.pch.err %t.nopch.err
// RUN: FileCheck %s --check-prefix=BAD < %t.pch.err
// BAD: pch-forced-include.cpp:[[@LINE+12]]:{{[0-9]+}}: error: {{.*}}[amp-char-type]
// A forced header with code before amp.h: no PCH, and the program is unchanged.
// RUN: env AMP_CLANG_CACHE_DIR=%t.cache %amp-clang -v -include %S/Inputs/pch-user/code-first.h %s -o %t.first 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST-NOT: precompiled header (frontend)
// FIRST-NOT: "-include-pch"
// FIRST: "-include" "{{.*}}code-first.h"
// RUN: %run %t.first | FileCheck %s --check-prefix=FIRST-OUT
// FIRST-OUT: 1 3 5 7

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
