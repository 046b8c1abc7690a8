// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Kernels launched inside generic lambdas (`[](auto view) { parallel_for_each
// ... }`), called with views of two element types and ranks: each
// specialization of the lambda launches a kernel of its own.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> a(4, 1);
  std::vector<float> b(6, 0.5f);
  array_view<int, 1> av(4, a);
  array_view<float, 2> bv(2, 3, b);
  auto triple = [](auto view) {
    parallel_for_each(view.extent, [=](index<decltype(view)::rank> i) restrict(amp) { view[i] *= 3; });
  };
  auto scaled = [](auto view, auto k) {
    parallel_for_each(view.extent, [=](index<decltype(view)::rank> i) restrict(amp) { view[i] += k; });
  };
  triple(av);
  triple(bv);
  scaled(av, 10);
  scaled(bv, 0.25f);
  av.synchronize();
  bv.synchronize();
  std::printf("%d %d %g %g\n", a[0], a[3], b[0], b[5]);
  return 0;
}
// CHECK: 13 13 1.75 1.75
