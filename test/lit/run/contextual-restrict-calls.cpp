// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// restrict is a contextual keyword: a function named restrict is called
// after && and & (not ref-qualifiers there) and with variables named amp and
// cpu (not a restriction list inside an expression), in cpu and amp code.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int restrict(int a) restrict(cpu, amp) { return a + 1; }

int main() {
  int x = 1;
  bool both = x && restrict(2);
  int masked = x & restrict(1);
  int amp = 2, cpu = 3;
  int r = restrict(amp);
  restrict(cpu);
  int s = restrict(amp) + restrict(cpu);
  std::printf("cpu: %d %d %d %d\n", both, masked, r, s);
  // CHECK: cpu: 1 0 3 7

  std::vector<int> v(4);
  array_view<int, 1> out(4, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int amp = i[0];
    bool on = amp && restrict(amp);
    out[i] = (on ? 10 : 0) + (amp & restrict(0)) + restrict(amp);
  });
  std::printf("amp: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  // CHECK: amp: 1 13 13 15
}
