// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A tile_static element passed to a `const T &` parameter of another type
// (unsigned elements to a predicate over int, as Microsoft's Algorithms
// Library's adjacent_find, is_sorted and radix sort do) binds a converted
// temporary, which lives in private memory. amp-clang took the temporary for
// the element and specialised the callee for __local arguments: "internal
// error: the OpenCL C amp-clang generated ... does not compile: passing
// '__private uint *' to parameter of type 'const __local uint *'". An element
// of the parameter's own type still binds directly.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> struct plus_op {
  T operator()(const T &a, const T &b) const restrict(cpu, amp) { return a + b; }
};

int main() {
  std::vector<int> v(64), w(64);
  for (int i = 0; i < 64; ++i)
    v[i] = w[i] = i;
  array_view<int> av(64, v), aw(64, w);
  plus_op<int> as_int;
  plus_op<unsigned> as_unsigned;
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int ints[64];
    tile_static unsigned uints[64];
    int l = t.local[0];
    ints[l] = av[t.global];
    uints[l] = unsigned(av[t.global]);
    t.barrier.wait();
    if (l > 0) {
      av[t.global] = int(as_unsigned(ints[l], ints[l - 1])); // int elements, unsigned copies
      aw[t.global] = as_int(uints[l], ints[l - 1]);          // one copy, one element
    }
  });
  av.synchronize();
  aw.synchronize();
  std::printf("%d %d %d / %d %d\n", v[0], v[1], v[63], w[1], w[63]);
  // CHECK: 0 1 125 / 1 125
  return 0;
}
