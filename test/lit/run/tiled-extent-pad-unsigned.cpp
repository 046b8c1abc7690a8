// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// tiled_extent::pad() rounds up in unsigned arithmetic, as Microsoft's amp.h
// does (`(unsigned(e) + D - 1) / D * D`): an extent within a tile of INT_MAX
// and a negative one wrap as they do there, where signed arithmetic overflowed
// (undefined) or rounded toward zero. truncate() stays signed. The same on the
// host and in a kernel.
#include <amp.h>

#include <climits>
#include <cstdio>

using namespace concurrency;

int main() {
  const int values[] = {33, 0, -1, -5, -17, INT_MAX - 2, INT_MAX, INT_MIN};
  const int n = sizeof(values) / sizeof(values[0]);
  std::vector<int> in(values, values + n), padded(n), truncated(n), padded2(2 * n);
  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vp(n, padded), vt(n, truncated), vp2(2 * n, padded2);
  parallel_for_each(vin.extent, [=](index<1> i) restrict(amp) {
    vp[i] = tiled_extent<4>(extent<1>(vin[i])).pad()[0];
    vt[i] = tiled_extent<4>(extent<1>(vin[i])).truncate()[0];
    tiled_extent<16, 3> two = tiled_extent<16, 3>(extent<2>(vin[i], vin[i])).pad();
    vp2[2 * i[0]] = two[0];
    vp2[2 * i[0] + 1] = two[1];
  });
  for (int k = 0; k < n; ++k) {
    int host = tiled_extent<4>(extent<1>(values[k])).pad()[0];
    int host_truncated = tiled_extent<4>(extent<1>(values[k])).truncate()[0];
    tiled_extent<16, 3> two = tiled_extent<16, 3>(extent<2>(values[k], values[k])).pad();
    std::printf("%d: pad %d (kernel %d) truncate %d (kernel %d) pad<16,3> %d %d (kernel %d %d)\n", values[k], host,
                vp[k], host_truncated, vt[k], two[0], two[1], vp2[2 * k], vp2[2 * k + 1]);
  }
  return 0;
}

// CHECK: 33: pad 36 (kernel 36) truncate 32 (kernel 32) pad<16,3> 48 33 (kernel 48 33)
// CHECK: 0: pad 0 (kernel 0) truncate 0 (kernel 0) pad<16,3> 0 0 (kernel 0 0)
// CHECK: -1: pad 0 (kernel 0) truncate 0 (kernel 0) pad<16,3> 0 0 (kernel 0 0)
// CHECK: -5: pad -4 (kernel -4) truncate -4 (kernel -4) pad<16,3> 0 -4 (kernel 0 -4)
// CHECK: -17: pad -16 (kernel -16) truncate -16 (kernel -16) pad<16,3> -16 -16 (kernel -16 -16)
// CHECK: 2147483645: pad -2147483648 (kernel -2147483648) truncate 2147483644 (kernel 2147483644) pad<16,3> -2147483648 2147483646 (kernel -2147483648 2147483646)
// CHECK: 2147483647: pad -2147483648 (kernel -2147483648) truncate 2147483644 (kernel 2147483644) pad<16,3> -2147483648 -2147483647 (kernel -2147483648 -2147483647)
// CHECK: -2147483648: pad -2147483648 (kernel -2147483648) truncate -2147483648 (kernel -2147483648) pad<16,3> -2147483648 -2147483647 (kernel -2147483648 -2147483647)
