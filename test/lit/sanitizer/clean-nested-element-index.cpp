// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// -fsanitize=amp on a tile_static array indexed by an array_view's element
// (`marks[in[i]] = 1`, a histogram's or a scatter's shape): the host
// accelerator's rewrite checks both accesses, the inner check's closing text
// ending where the outer check replaces the `]`. It built wrongly once (the
// inner check's text was lost: "no matching function for call to
// 'host_el'"); it builds, runs clean and computes the marks.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(64), seen(16, 0);
  for (int i = 0; i < 64; ++i)
    data[i] = (i * 5) % 16 < 12 ? (i * 5) % 16 : 0;
  array_view<const int, 1> in(64, data);
  array_view<int, 1> out(16, seen);
  parallel_for_each(in.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int marks[16];
    if (t.local[0] < 16)
      marks[t.local[0]] = 0;
    t.barrier.wait();
    if (in[t.global] % 3 == 0)
      marks[in[t.global]] = 1;
    t.barrier.wait();
    if (t.local[0] < 16)
      out[t.local[0]] = marks[t.local[0]];
  });
  out.synchronize();
  // CHECK-NOT: amp-sanitizer
  // CHECK: marks: 1 0 0 1 0 0 1 0 0 1 0 0 0 0 0 0
  std::printf("marks:");
  for (int m : seen)
    std::printf(" %d", m);
  std::printf("\n");
  return 0;
}
