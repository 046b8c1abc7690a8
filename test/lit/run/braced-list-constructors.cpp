// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Braced lists in a kernel construct their elements through amp converting
// constructors: arrays of classes, aggregates of classes, and the elements a
// list leaves out (value-initialised).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Kelvin {
  int deg;
  Kelvin(int d) restrict(cpu, amp) : deg(d * 2) {}
};
struct Span { Kelvin lo, hi; };

int main() {
  std::vector<int> v(8);
  array_view<int, 1> out(8, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int x = i[0];
    Kelvin k[3] = {x, 2, 3};
    Span s = {1, x};
    int rest[4] = {x};
    out[i] = k[0].deg + k[2].deg + s.lo.deg + s.hi.deg + rest[0] + rest[3];
  });
  int bad = 0;
  for (int i = 0; i < 8; ++i)
    bad += out[i] != 2 * i + 6 + 2 + 2 * i + i;
  std::printf("mismatches %d, out[7] %d\n", bad, out[7]);
  // CHECK: mismatches 0, out[7] 43
}
