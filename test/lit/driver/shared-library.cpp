// -shared -fPIC: a shared library of two amp sources, each with kernels (their
// kernel tables are internal: no duplicate symbols), used by a program as a
// .so input and with -L/-l; -Wl, reaches the linker.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang -shared -fPIC %S/Inputs/second-tu.cpp %S/Inputs/squares.cpp -Wl,-soname,libtwo.so -o %t/libtwo.so
// RUN: llvm-readelf -d %t/libtwo.so | FileCheck %s --check-prefix=SONAME
// SONAME: (SONAME) Library soname: [libtwo.so]
// Objects compiled apart with -fPIC link the same way.
// RUN: %amp-clang -c -fPIC %S/Inputs/second-tu.cpp -o %t/a.o
// RUN: %amp-clang -c -fPIC %S/Inputs/squares.cpp -o %t/b.o
// RUN: %amp-clang -shared %t/a.o %t/b.o %z-defs -o %t/libobjs.so
// RUN: %amp-clang %s %t/libtwo.so -Wl,-rpath,%t -o %t/app && %t/app | FileCheck %s
// RUN: %amp-clang %s -L%t -lobjs -Wl,-rpath,%t -o %t/app-l && %t/app-l | FileCheck %s
// CHECK: twice 9900 squares 285
#include <cstdio>

int twice_sum(int n);
int squares_sum(int n);

int main() {
  std::printf("twice %d squares %d\n", twice_sum(100), squares_sum(10));
  return 0;
}
