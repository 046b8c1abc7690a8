// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// PPL's parallel_reduce, parallel_transform, parallel_sort,
// parallel_buffered_sort and parallel_radixsort on the CPU, against the
// device's results for the same data.
#include <amp.h>
#include <ppl.h>

#include <cstdio>
#include <functional>
#include <list>
#include <numeric>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 5000;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7919 + 13) % 1009;

  // GPU: y = 3x + 1, and z = x * y.
  std::vector<int> y_gpu(n), z_gpu(n);
  array_view<const int, 1> xv(n, in);
  array_view<int, 1> yv(n, y_gpu), zv(n, z_gpu);
  parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) {
    yv[i] = 3 * xv[i] + 1;
    zv[i] = xv[i] * (3 * xv[i] + 1);
  });
  yv.synchronize();
  zv.synchronize();

  // parallel_transform: unary, binary, with a partitioner; returns the end of the output.
  std::vector<int> y(n), z(n), y2(n);
  auto y_end = parallel_transform(in.begin(), in.end(), y.begin(), [](int x) { return 3 * x + 1; });
  parallel_transform(in.begin(), in.end(), y.begin(), z.begin(), std::multiplies<int>());
  parallel_transform(in.begin(), in.end(), y2.begin(), [](int x) { return 3 * x + 1; }, static_partitioner());
  // CHECK: transform y 1 z 1 partitioned 1 end 1
  std::printf("transform y %d z %d partitioned %d end %d\n", y == y_gpu, z == z_gpu, y2 == y_gpu, y_end == y.end());

  // parallel_reduce: the sum, a symmetric function, and range + symmetric functions.
  long long expected = std::accumulate(z_gpu.begin(), z_gpu.end(), 0LL);
  int sum = parallel_reduce(in.begin(), in.end(), 0);
  int max = parallel_reduce(in.begin(), in.end(), 0, [](int a, int b) { return a > b ? a : b; });
  long long dot = parallel_reduce(
      z.begin(), z.end(), 0LL,
      [](std::vector<int>::iterator first, std::vector<int>::iterator last, long long init) {
        return std::accumulate(first, last, init);
      },
      std::plus<long long>());
  std::list<int> listed(in.begin(), in.end());
  int list_sum = parallel_reduce(listed.begin(), listed.end(), 0);
  // CHECK-NEXT: reduce sum ok 1 max 1008 dot ok 1 list ok 1
  std::printf("reduce sum ok %d max %d dot ok %d list ok %d\n", sum == std::accumulate(in.begin(), in.end(), 0), max,
              dot == expected, list_sum == sum);

  // The sorts, each against the device's values sorted by std::sort.
  std::vector<int> reference(z_gpu);
  std::sort(reference.begin(), reference.end());
  std::vector<int> a(z), b(z), c(z), d(z);
  parallel_sort(a.begin(), a.end());
  parallel_buffered_sort(b.begin(), b.end());
  parallel_sort(c.begin(), c.end(), std::greater<int>());
  std::reverse(c.begin(), c.end());
  std::vector<unsigned> e(z.begin(), z.end());
  parallel_radixsort(e.begin(), e.end());
  std::vector<std::pair<int, int>> keyed;
  for (int i = 0; i < 20; ++i)
    keyed.push_back({i % 3, i});
  parallel_radixsort(keyed.begin(), keyed.end(), [](const std::pair<int, int> &p) { return size_t(p.first); });
  bool stable = true;
  for (size_t k = 1; k < keyed.size(); ++k)
    stable &= keyed[k - 1].first < keyed[k].first ||
              (keyed[k - 1].first == keyed[k].first && keyed[k - 1].second < keyed[k].second);
  // CHECK-NEXT: sort 1 buffered 1 greater 1 radix 1 stable 1
  std::printf("sort %d buffered %d greater %d radix %d stable %d\n", a == reference, b == reference, c == reference,
              std::vector<int>(e.begin(), e.end()) == reference, stable);
  return 0;
}
