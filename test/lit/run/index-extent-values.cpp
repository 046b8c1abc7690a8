// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// index and extent inside kernels: the scalar on the left of - / %, extent
// plus and minus an index, the static rank member, construction from an int
// array in private and tile_static memory, chained compound assignments and
// postfix increments (updated in place through a pointer), and writable arrays
// passed on as const array& parameters.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int sum(const array<int, 1> &a, int n) restrict(amp) {
  int s = 0;
  for (int k = 0; k < n; ++k)
    s += a[k];
  return s;
}

int main() {
  std::vector<int> out(12, 0);
  array_view<int, 1> o(12, out);
  array<int, 1> data(4);
  parallel_for_each(data.extent, [&data](index<1> i) restrict(amp) { data[i] = i[0] + 1; });
  parallel_for_each(extent<1>(1).tile<1>(), [=, &data](tiled_index<1>) restrict(amp) {
    extent<3> e(4, 5, 6);
    index<3> i(1, 2, 3);
    extent<3> a = 10 - e;          // 6 5 4
    extent<3> b = e - i;           // 3 3 3
    extent<3> c = e + i;           // 5 7 9
    index<3> m = 20 % i;           // 0 0 2
    int p[3] = {7, 8, 9};
    index<3> fromPrivate(p);
    tile_static int t[3];
    t[0] = 4; t[1] = 5; t[2] = 6;
    index<3> fromLocal(t);
    o[0] = a[0] * 100 + a[1] * 10 + a[2];
    o[1] = b[0] * 100 + b[1] * 10 + b[2];
    o[2] = c[0] * 100 + c[1] * 10 + c[2];
    o[3] = m[0] * 100 + m[1] * 10 + m[2];
    o[4] = fromPrivate[0] * 100 + fromPrivate[1] * 10 + fromPrivate[2];
    o[5] = fromLocal[0] * 100 + fromLocal[1] * 10 + fromLocal[2];
    o[6] = e.rank * 10 + i.rank;
    o[7] = sum(data, 4);
    index<3> x(1, 1, 1), y(2, 2, 2);
    (x += y) += 1;                 // 4 4 4
    index<3> old = x++;            // old 4 4 4, x 5 5 5
    extent<3> grown = e;
    grown += i;                    // 5 7 9
    o[8] = x[0] * 10 + old[0];
    o[9] = (--x)[1];
    o[10] = grown[2];
  });
  o.synchronize();
  // CHECK: 654 333 579 2 789 456 33 10
  std::printf("%d %d %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
  // CHECK: 54 4 9
  std::printf("%d %d %d\n", out[8], out[9], out[10]);
  return 0;
}
