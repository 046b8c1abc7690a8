// Built into the SHARED library: scale<float>, add_index and a kernel of its own.
#include "kernels.h"
#include <cstdio>
#include <vector>
using namespace concurrency;

int shared_part(int n) {
  std::vector<float> f(n);
  array_view<float, 1> fv(n, f);
  parallel_for_each(fv.extent, [=](index<1> i) restrict(amp) { fv[i] = i[0] + 0.5f; });
  scale(fv, 2.0f); // 2i + 1
  std::vector<int> d(n, 0);
  array_view<int, 1> v(n, d);
  add_index(v); // i
  fv.synchronize();
  v.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (f[i] != 2.0f * i + 1.0f || d[i] != i) {
      if (wrong++ < 3)
        std::printf("shared_part: f[%d] = %g, d[%d] = %d; want %d, %d\n", i, f[i], i, d[i], 2 * i + 1, i);
    }
  return wrong;
}
