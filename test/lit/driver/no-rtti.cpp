// RUN: %amp-clang -fno-rtti %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: not %amp-clang -fno-rtti -DIN_TEMPLATE -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TEMPLATE
// -fno-rtti (common in game code, Visual C++'s /GR-): kernels outside
// templates need no type names at run time and compile; a kernel launched in
// a template is picked by its types' typeid names and asks for -frtti.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

#ifdef IN_TEMPLATE
template <class T> void fill(array_view<T, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = T(1); });
}
// TEMPLATE: compile this file with -frtti
template void fill<int>(array_view<int, 1>);
#endif

int main() {
  std::vector<int> v(4, 0);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] * 3; });
  av.synchronize();
  // CHECK: last 9
  std::printf("last %d\n", v[3]);
  return 0;
}
