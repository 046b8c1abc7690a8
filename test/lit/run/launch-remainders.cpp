// RUN: %amp-clang %s -o %t
// RUN: env AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// Untiled kernels have no bounds check: the runtime launches the whole
// work-groups of each dimension, then each remainder as a range of its own,
// so every index of the domain runs exactly once, and nothing outside it.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <int N> int count_wrong(const std::vector<int> &v, int expected_size) {
  int bad = int(v.size()) != expected_size;
  for (int x : v) bad += x != 1;
  return bad;
}

int main() {
  std::vector<int> a(37 * 19, 0), b(5 * 7 * 11, 0), c(1000, 0), guard(1010, 0);
  array_view<int, 2> av(37, 19, a);
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) { av[i] += 1; });
  // 37 x 19 with 16 x 16 groups: 32 x 16, 32 x 3, 5 x 16, 5 x 3. On a CPU
  // device the 3 columns' groups are 3 wide, not 1 (runtime/launch_shape.h).
  // LOG: offset 0x0x0 global 16x32x1 local 16x16x1
  // LOG: offset 16x0x0 global 3x32x1 local 3x16x1
  // LOG: offset 0x32x0 global 16x5x1 local 16x1x1
  // LOG: offset 16x32x0 global 3x5x1 local 1x1x1
  av.synchronize();
  std::printf("rank 2: %d wrong\n", count_wrong<2>(a, 37 * 19));
  // CHECK: rank 2: 0 wrong

  array_view<int, 3> bv(5, 7, 11, b);
  parallel_for_each(bv.extent, [=](index<3> i) restrict(amp) { bv[i] += 1; });
  bv.synchronize();
  std::printf("rank 3: %d wrong\n", count_wrong<3>(b, 5 * 7 * 11));
  // CHECK: rank 3: 0 wrong

  // A view inside a larger vector: the elements past its end stay untouched.
  array_view<int, 1> gv(1010, guard);
  array_view<int, 1> inner = gv.section(index<1>(5), extent<1>(1000));
  parallel_for_each(inner.extent, [=](index<1> i) restrict(amp) { inner[i] = inner[i] + 1; });
  gv.synchronize();
  int outside = 0;
  for (int k = 0; k < 5; ++k) outside += guard[k] + guard[1005 + k];
  std::vector<int> mid(guard.begin() + 5, guard.begin() + 1005);
  std::printf("rank 1: %d wrong, %d outside\n", count_wrong<1>(mid, 1000), outside);
  // CHECK: rank 1: 0 wrong, 0 outside
  return 0;
}
