// Built into the STATIC library: scale<int>, add_index and a kernel of its own.
#include "kernels.h"
#include <cstdio>
#include <vector>
using namespace concurrency;

int static_part(int n) {
  std::vector<int> d(n, 1);
  array_view<int, 1> v(n, d);
  scale(v, 3);  // 3
  add_index(v); // 3 + i
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 2 - 1; }); // 5 + 2i
  v.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (d[i] != 5 + 2 * i) {
      if (wrong++ < 3)
        std::printf("static_part: d[%d] = %d, want %d\n", i, d[i], 5 + 2 * i);
    }
  return wrong;
}
