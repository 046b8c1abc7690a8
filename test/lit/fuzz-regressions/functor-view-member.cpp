// RUN: %amp-clang -emit-host %s -o - | FileCheck %s
// Found by amp-clang-fuzz on the seed run/functor-kernels.cpp: the host
// rewrite looked up the holder of a functor's view member at index -1 (an
// out-of-bounds vector access that _GLIBCXX_ASSERTIONS reports), though a
// functor's views are read from the functor object itself.
#include <amp.h>
using namespace concurrency;

struct Fill {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = i[0]; }
};

int main() {
  int data[8] = {};
  array_view<int, 1> v(8, data);
  parallel_for_each(v.extent, Fill{v});
  v.synchronize();
  return 0;
}
// CHECK: const auto &_Amp_k = (Fill{v});
// CHECK-SAME: _Amp_a.view({{[0-9]+}}, *reinterpret_cast<const {{.*}}array_view<int, 1> *>(reinterpret_cast<const char *>(&_Amp_k) + 0));
