#include "kernels.h"
#include <vector>
// (1 * 3 + 1) * 2 + 10 = 18
int static_part(int n) {
  std::vector<int> d(n, 1);
  concurrency::array_view<int, 1> v(n, d);
  mt::scale(v, 3);
  mt::add_one(v);
  mt::twice(v);
  mt::run(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] += 10; });
  v.synchronize();
  for (int x : d)
    if (x != 18) return -1;
  return d[0];
}
