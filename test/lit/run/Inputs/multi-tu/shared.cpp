#include "kernels.h"
#include <vector>
// 1 * 2 * 2 = 4, plus (0 * 5 + 1 + 7) * 2 = 16
float shared_part(int n) {
  std::vector<float> d(n, 1.f);
  concurrency::array_view<float, 1> v(n, d);
  mt::scale(v, 2.f);
  mt::twice(v);
  std::vector<int> e(n, 0);
  concurrency::array_view<int, 1> w(n, e);
  mt::scale(w, 5);
  mt::add_one(w);
  int k = 7;
  auto f = [=](concurrency::index<1> i) restrict(amp) { w[i] += k; };
  mt::run(w.extent, f);
  mt::twice(w);
  v.synchronize();
  w.synchronize();
  for (int i = 0; i < n; ++i)
    if (d[i] != 4.f || e[i] != 16) return -1;
  return d[0] + e[0];
}
