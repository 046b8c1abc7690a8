// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A captured tiled_extent is its extent on the device, with its tile sizes
// known from its type (get_tile_extent, pad, truncate).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  tiled_extent<2, 4> te = extent<2>(6, 8).tile<2, 4>();
  tiled_extent<4, 4> odd = extent<2>(5, 7).tile<4, 4>();
  std::vector<int> out(6, 0);
  array_view<int, 1> ov(6, out);
  parallel_for_each(te, [=](tiled_index<2, 4> t) restrict(amp) {
    if (t.global[0] == 0 && t.global[1] == 0) {
      ov[0] = te[0] * 100 + te[1];               // 608
      ov[1] = te.get_tile_extent()[1];           // 4
      ov[2] = te.size();                         // 48
      ov[3] = odd.pad()[0] * 10 + odd.pad()[1];  // 88
      ov[4] = odd.truncate()[0] * 10 + odd.truncate()[1]; // 44
      ov[5] = te.tile_dim0 + te.tile_dim1;       // 6
    }
  });
  ov.synchronize();
  int expect[6] = {608, 4, 48, 88, 44, 6};
  int bad = 0;
  for (int i = 0; i < 6; ++i) bad += out[i] != expect[i];
  std::printf("tiled_extent capture: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}
// CHECK: tiled_extent capture: PASS
