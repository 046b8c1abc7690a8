// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Views a kernel makes itself, with the constructors Microsoft declares
// restrict(amp, cpu): over a C array (private or tile_static, its extent the
// array's length), and a read-only view of an array the kernel uses.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 1> arr(8);
  std::vector<int> out(8);
  array_view<int, 1> ov(8, out);
  parallel_for_each(extent<1>(8).tile<4>(), [=, &arr](tiled_index<4> t) restrict(amp) {
    arr[t.global] = 7 + t.global[0];
    int loc[3] = {1, 2, 3};
    array_view<int, 1> lv(loc);
    lv[1] += 10;
    tile_static int shared[4];
    array_view<int, 1> sv(shared);
    sv[t.local] = t.local[0] * 100;
    t.barrier.wait();
    array_view<const int, 1> cv(arr);
    ov[t.global] = cv[t.global] + lv[1] + lv.extent[0] + sv[(t.local[0] + 1) % 4];
  });
  ov.synchronize();
  // 7 + i, plus 12, plus 3, plus the neighbour's 100 * ((i + 1) % 4)
  std::printf("%d %d %d %d\n", out[0], out[3], out[4], out[7]);
  return 0;
}
// CHECK: 122 25 126 29
