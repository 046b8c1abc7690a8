// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Closures returned from amp code: an amp function returning a lambda that
// captures by value, a lambda in a kernel returning another, and a closure
// holding a view. The caller spells the closure's type before the function
// that makes it is lowered.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

auto adder(int m) restrict(amp) {
  return [m](int z) { return m + z; };
}

auto reader(array_view<const int, 1> v, int shift) restrict(amp) {
  return [v, shift](int k) { return v[k] << shift; };
}

int main() {
  std::vector<int> out(4), in{1, 2, 3, 4};
  array_view<int, 1> av(4, out);
  array_view<const int, 1> iv(4, in);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto times = [](int m) restrict(amp) { return [m](int z) restrict(amp) { return m * z; }; };
    av[i] = adder(3)(i[0]) + times(10)(i[0]) + reader(iv, 8)(i[0]);
  });
  av.synchronize();
  std::printf("returned closures: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}

// CHECK: returned closures: 259 526 793 1060
