// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// refresh() takes write access on the data source, as Microsoft's does: data a
// kernel or a copy made newer on the device comes home before the host copy
// becomes the current one; bytes the device holds no newer keep the user's
// writes behind the view's back. Issue 46: the BLAS trmv lost its results so.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int n = 64;

static void twice(const array_view<float, 1> &v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 2.0f * v[i] + 1.0f; });
}

int main() {
  // A kernel writes x, a view copies into x's device copy, then refresh().
  std::vector<float> xs(n, 1.0f), ys(n);
  for (int i = 0; i < n; ++i) ys[i] = 100.0f + i;
  array_view<float, 1> x(n, xs), y(n, ys);
  twice(x);
  y.copy_to(x);
  x.refresh();
  x.synchronize();
  // CHECK: copy_to then refresh: 100 163
  std::printf("copy_to then refresh: %g %g\n", xs[0], xs[n - 1]);

  // A kernel's results alone, then refresh(): they are not dropped.
  std::vector<float> ks(n, 1.0f);
  array_view<float, 1> k(n, ks);
  twice(k);
  k.refresh();
  k.synchronize();
  // CHECK: kernel then refresh: 3 3
  std::printf("kernel then refresh: %g %g\n", ks[0], ks[n - 1]);

  // copy() from host memory into the device copy, then refresh().
  std::vector<float> cs(n, 1.0f), src(n, 7.0f);
  array_view<float, 1> c(n, cs);
  twice(c);
  copy(src.begin(), src.end(), c);
  c.refresh();
  c.synchronize();
  // CHECK: copy then refresh: 7 7
  std::printf("copy then refresh: %g %g\n", cs[0], cs[n - 1]);

  // Sections: the kernel wrote the first half; the user wrote element 40
  // behind the view's back. Refreshing each half keeps both.
  std::vector<float> zs(n, 0.0f);
  array_view<float, 1> z(n, zs);
  twice(z.section(0, n / 2));
  zs[40] = 9.0f;
  z.section(0, n / 2).refresh();
  z.section(n / 2, n / 2).refresh();
  z.synchronize();
  // CHECK: sections: 1 1 9 0
  std::printf("sections: %g %g %g %g\n", zs[0], zs[n / 2 - 1], zs[40], zs[n - 1]);

  // A section copied into on the device, then that section refreshed: the
  // copy comes home, the rest keeps the kernel's results.
  std::vector<float> ss(n, 1.0f), part(16, 50.0f);
  array_view<float, 1> s(n, ss), p(16, part);
  twice(s);
  p.copy_to(s.section(8, 16));
  s.section(8, 16).refresh();
  s.synchronize();
  // CHECK: section copy then refresh: 3 50 50 3
  std::printf("section copy then refresh: %g %g %g %g\n", ss[7], ss[8], ss[23], ss[24]);

  // Rank 2: a kernel wrote the left columns; the user wrote a right-column
  // element behind the view's back and refreshes the right columns.
  std::vector<float> ms(8 * 8, 0.0f);
  array_view<float, 2> m(8, 8, ms);
  array_view<float, 2> left = m.section(index<2>(0, 0), extent<2>(8, 4));
  parallel_for_each(left.extent, [=](index<2> i) restrict(amp) { left[i] = 5.0f; });
  ms[3 * 8 + 6] = 4.0f;
  m.section(index<2>(0, 4), extent<2>(8, 4)).refresh();
  m.synchronize();
  // CHECK: rank 2: 5 5 4 0
  std::printf("rank 2: %g %g %g %g\n", ms[0], ms[7 * 8 + 3], ms[3 * 8 + 6], ms[7 * 8 + 7]);
  return 0;
}
