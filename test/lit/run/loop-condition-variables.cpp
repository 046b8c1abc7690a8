// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A variable declared in a while or for condition, in amp code: declared
// afresh each iteration, with break and continue (which runs the increment),
// scalar or of class type.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;
// A class-typed condition variable, tested through its conversion to bool.
struct Budget {
  int left;
  explicit operator bool() const restrict(cpu, amp) { return left > 0; }
};
Budget take(int &pool, int step) restrict(cpu, amp) {
  pool -= step;
  Budget b = {pool};
  return b;
}
int compute(int i) restrict(cpu, amp) {
  int pool = 30 + i, rounds = 0;
  while (Budget b = take(pool, 4)) rounds += b.left % 3;
  int x = i, n = rounds;
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
  // CHECK: mismatches 0; 43429 43429
}
