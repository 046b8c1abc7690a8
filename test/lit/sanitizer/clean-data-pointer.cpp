// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// RUN: env AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// RUN: %amp-clang -fsanitize=amp -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// Valid accesses through pointers from data() run clean under -fsanitize=amp:
// the first and last elements by p[i], *p and *(p + i), of an array and of a
// section; a pointer that moves (p++) is not followed and gives no report.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> init(16);
  for (int k = 0; k < 16; ++k)
    init[k] = k;
  array<int, 2> table(4, 4, init.begin());
  std::vector<int> got(4, -1), back(16, 0);
  array_view<int, 1> out(4, got), whole(16, back);
  array_view<int, 1> part = whole.section(4, 8);
  parallel_for_each(extent<1>(1), [=, &table](index<1>) restrict(amp) {
    const int *p = table.data();
    // CL: amp_san_pg((__global uchar *)(p), (long)(0), sizeof(int), amp_extent_size_2(amp_av_int_2_extent(
    out[0] = *p + p[15];
    out[1] = *(p + 15) - *(15 + p);
    const int *r = table.data();
    int sum = 0;
    for (int k = 0; k < 16; ++k)
      sum += *r++; // r moves: not followed
    out[2] = sum;
  });
  parallel_for_each(part.extent, [=](index<1> i) restrict(amp) {
    int *q = part.data();
    q[i[0]] = 1;
    *(q + i[0]) += 1;
  });
  // CHECK: 15 0 120 0 2 2 0
  std::printf("%d %d %d %d %d %d %d\n", out[0], out[1], out[2], whole[3], whole[4], whole[11], whole[12]);
  return 0;
}
