#include <amp.h>
#include <vector>
using namespace concurrency;

int static_sum(int n) {
  std::vector<int> d(n);
  array_view<int, 1> v(n, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
  int s = 0;
  for (int i = 0; i < n; ++i) s += v[i];
  return s;
}
