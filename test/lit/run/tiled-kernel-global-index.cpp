// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A kernel launched over a tiled_extent may take index<N>: tiled_index
// converts to its global index (Microsoft's operator const index<rank>()).
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  int out[12] = {};
  array_view<int, 2> ov(3, 4, out);
  parallel_for_each(ov.extent.tile<3, 2>(), [=](const index<2> &i) restrict(amp) { ov[i] = i[0] * 10 + i[1]; });
  ov.synchronize();
  std::printf("%d %d %d\n", out[1], out[6], out[11]);
  // CHECK: 1 12 23
}
