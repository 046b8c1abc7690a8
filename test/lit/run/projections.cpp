// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Chained subscripts on rank-2 and rank-3 views and arrays (av[i][j], a[i][j][k])
// index single elements in kernels, as they do on the host.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int r = 6, c = 5, d = 4;
  std::vector<int> m(r * c), out(r * c), cube(r * c * d);
  for (int i = 0; i < r * c; ++i) m[i] = i;
  array_view<const int, 2> mv(r, c, m);
  array_view<int, 2> ov(r, c, out);
  array_view<int, 3> cv(r, c, d, cube);
  parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) {
    int row = i[0], col = i[1];
    ov[row][col] = mv[row][col] * 2;
    for (int k = 0; k < d; ++k)
      cv[row][col][k] = mv[i] + k;
  });
  int bad = 0;
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < c; ++j) {
      bad += ov[i][j] != 2 * m[i * c + j];
      for (int k = 0; k < d; ++k) bad += cv[i][j][k] != m[i * c + j] + k;
    }
  std::printf("projections: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return bad;
}
// CHECK: projections: 0 wrong: PASS
