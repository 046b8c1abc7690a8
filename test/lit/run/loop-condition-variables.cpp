// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A variable declared in a while or for condition, in amp code: declared
// afresh each iteration, with break and continue (which runs the increment).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;
int compute(int i) restrict(cpu, amp) {
  int x = i, n = 0;
  while (int w = (x < 40)) { x += 7 * w; ++n; if (n > 100) break; }
  int y = 0, m = 0;
  for (; int z = (y < 20); ++m) { y += 3 * z; if (m == 2) continue; y += 1; }
  return x * 1000 + n * 100 + y + m;
}
int main() {
  std::vector<int> v(8);
  array_view<int, 1> out(8, v);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) { out[idx] = compute(idx[0]); });
  int bad = 0;
  for (int i = 0; i < 8; ++i) bad += out[i] != compute(i);
  printf("mismatches %d; %d %d\n", bad, out[0], out[7]);
  // CHECK: mismatches 0; 42629 42529
}
