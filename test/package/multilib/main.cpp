// Links both libraries; its own kernels use scale<double> and scale<int>
// (the same instantiation as the static library's) and add_index.
#include "kernels.h"
#include <cstdio>
#include <vector>
using namespace concurrency;

static int main_part(int n) {
  std::vector<double> x(n);
  array_view<double, 1> xv(n, x);
  parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) { xv[i] = i[0] * 0.25; });
  scale(xv, 4.0); // i
  std::vector<int> d(n, 2);
  array_view<int, 1> v(n, d);
  scale(v, 5);  // 10
  add_index(v); // 10 + i
  xv.synchronize();
  v.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (x[i] != double(i) || d[i] != 10 + i) {
      if (wrong++ < 3)
        std::printf("main_part: x[%d] = %g, d[%d] = %d; want %d, %d\n", i, x[i], i, d[i], i, 10 + i);
    }
  return wrong;
}

int main() {
  const int n = 1000;
  int wrong = main_part(n) + static_part(n) + shared_part(n);
  if (wrong != 0) {
    std::printf("multilib: %d wrong values\n", wrong);
    return 1;
  }
  std::printf("multilib: ok\n");
  return 0;
}
