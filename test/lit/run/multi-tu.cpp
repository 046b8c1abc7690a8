// Kernels in a shared header, instantiated in three translation units: one
// linked into a static library, one into a shared library, and this file.
// Each object carries what it instantiated; linking gives no duplicate symbol
// and no missing kernel.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang -c %S/Inputs/multi-tu/static.cpp -o %t/static.o
// RUN: llvm-ar rcs %t/libstatic.a %t/static.o
// RUN: %amp-clang -fPIC -shared %S/Inputs/multi-tu/shared.cpp -o %t/libshared.so
// RUN: %amp-clang -I %S/Inputs/multi-tu %s %t/libstatic.a -L%t -lshared -Wl,-rpath,%t -o %t/prog
// RUN: %run %t/prog | FileCheck %s
// The same from objects named on one command line.
// RUN: %amp-clang -c -fPIC %S/Inputs/multi-tu/shared.cpp -o %t/shared.o
// RUN: %amp-clang -I %S/Inputs/multi-tu %s %t/static.o %t/shared.o -o %t/prog2
// RUN: %run %t/prog2 | FileCheck %s
// The kernel tables are local to each object: nothing amp-clang generated is global.
// RUN: llvm-nm --defined-only --extern-only %t/static.o %t/shared.o | FileCheck --check-prefix=NM %s
// NM-NOT: amp_kernel
// NM-NOT: _Amp_program
// NM-NOT: amp_variants
#include "kernels.h"
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> d(8, 2);
  concurrency::array_view<int, 1> v(8, d);
  mt::scale(v, 4);
  mt::add_one(v);
  mt::twice(v);
  v.synchronize();
  int s = static_part(100);
  float h = shared_part(50);
  std::printf("main %d static %d shared %g\n", d[0], s, h);
  // CHECK: main 18 static 18 shared 20
  return d[0] == 18 && s == 18 && h == 20.f ? 0 : 1;
}
