// The second translation unit of separate-compilation.cpp: kernels of its own,
// compiled into their own program.
#include <amp.h>
using namespace concurrency;

int twice_sum(int n) {
  std::vector<int> d(n);
  array_view<int, 1> v(n, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 2 * i[0]; });
  int s = 0;
  for (int i = 0; i < n; ++i) s += v[i];
  return s;
}
