// Several sources in one call, with and without -c; objects and archives as
// inputs go to the linker with -l and -L.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang %s %S/Inputs/second-tu.cpp -o %t/both
// RUN: %t/both | FileCheck %s
// CHECK: main 4950 second 9900
// Compiled one at a time, each object carries its own program and
// internal-linkage descriptors.
// RUN: %amp-clang -c %s -o %t/main.o && %amp-clang -c %S/Inputs/second-tu.cpp -o %t/second.o
// RUN: %amp-clang %t/main.o %t/second.o -o %t/separate && %t/separate | FileCheck %s
// -c writes <stem>.o for each source in the working folder.
// RUN: cd %t && %amp-clang -c %s %S/Inputs/second-tu.cpp
// RUN: test -e %t/several-sources.o && test -e %t/second-tu.o
// RUN: %amp-clang %t/several-sources.o %t/second-tu.o -o %t/objects && %t/objects | FileCheck %s
// RUN: rm -f %t/libsecond.a && ar rcs %t/libsecond.a %t/second-tu.o
// RUN: %amp-clang %t/several-sources.o %t/libsecond.a -o %t/archive && %t/archive | FileCheck %s
// RUN: %amp-clang %t/several-sources.o -L%t -lsecond -o %t/dash-l && %t/dash-l | FileCheck %s
// A source and an object together.
// RUN: %amp-clang %s %t/second-tu.o -o %t/mixed && %t/mixed | FileCheck %s
// RUN: not %amp-clang -c %s %S/Inputs/second-tu.cpp -o %t/one.o 2>&1 | FileCheck %s --check-prefix=ONE-O
// ONE-O: cannot specify -o with -c and several sources
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int twice_sum(int n);

int main() {
  std::vector<int> d(100);
  array_view<int, 1> v(100, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
  int s = 0;
  for (int i = 0; i < 100; ++i) s += v[i];
  std::printf("main %d second %d\n", s, twice_sum(100));
  return 0;
}
