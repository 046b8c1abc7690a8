// A small complete C++ AMP program for the driver tests.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(100);
  array_view<int, 1> v(100, data);
  int k = 1;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] + k; });
  int sum = 0;
  for (int i = 0; i < 100; ++i) sum += v[i];
  std::printf("sum %d\n", sum);
  return sum == 5050 ? 0 : 1;
}
