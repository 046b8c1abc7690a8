// Built into the STATIC library: scale<int>, add_index and a kernel of its own,
// checked against a CPU version written with PPL (<ppl.h>, on oneTBB: the
// program linking this library links libtbb, by the driver or the package).
#include "kernels.h"
#include <ppl.h>
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
  std::vector<int> want(n);
  parallel_for(0, n, [&](int i) { want[i] = 5 + 2 * i; });
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (d[i] != want[i]) {
      if (wrong++ < 3)
        std::printf("static_part: d[%d] = %d, want %d\n", i, d[i], want[i]);
    }
  return wrong;
}
