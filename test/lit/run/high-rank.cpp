// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Compute domains of rank 4 and more: OpenCL has three NDRange dimensions, so
// the kernel runs over extent.size() work-items and recovers its N-d index.
// index<N>(const int[]) builds high-rank indices inside kernels.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  // Rank 4: each element gets its own row-major linear position.
  const int d[4] = {2, 3, 4, 5};
  extent<4> e4(d);
  std::vector<int> v4(e4.size(), -1);
  array_view<int, 4> av4(e4, v4);
  parallel_for_each(av4.extent, [=](index<4> i) restrict(amp) {
    av4[i] = ((i[0] * 3 + i[1]) * 4 + i[2]) * 5 + i[3];
  });
  av4.synchronize();
  bool ok4 = true;
  for (int k = 0; k < static_cast<int>(v4.size()); ++k)
    ok4 &= v4[k] == k;
  // CHECK: rank 4: ok
  std::printf("rank 4: %s\n", ok4 ? "ok" : "wrong");

  // Rank 5, with an index made from an int array and the rank constant.
  const int d5[5] = {1, 2, 3, 2, 3};
  extent<5> e5(d5);
  std::vector<int> v5(e5.size(), 0);
  array_view<int, 5> av5(e5, v5);
  parallel_for_each(e5, [=](index<5> i) restrict(amp) {
    int c[5] = {0, 1, 2, 1, 2};
    index<5> last(c);
    av5[i] = (i == last ? 100 : 0) + i.rank + av5.extent.size();
  });
  av5.synchronize();
  // CHECK: rank 5: first 41 last 141
  std::printf("rank 5: first %d last %d\n", v5.front(), v5.back());

  // An empty high-rank domain is refused, as Microsoft's runtime does, and
  // nothing runs.
  const int z[4] = {3, 0, 2, 2};
  try {
    parallel_for_each(extent<4>(z), [=](index<4>) restrict(amp) { av4[index<4>()] = -7; });
  } catch (const invalid_compute_domain &) {
    std::printf("empty: refused\n");
  }
  // CHECK: empty: refused
  // CHECK: empty: 0
  std::printf("empty: %d\n", av4[index<4>()]);
  return 0;
}
