#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int static_sum(int n);
int scaled_sum(int n);
int squares_sum(int n);

int main() {
  std::vector<int> d(10);
  array_view<int, 1> v(10, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
  int ones = 0;
  for (int i = 0; i < 10; ++i) ones += v[i];
  std::printf("static %d shared %d %d main %d\n", static_sum(100), scaled_sum(100), squares_sum(10), ones);
  return 0;
}
