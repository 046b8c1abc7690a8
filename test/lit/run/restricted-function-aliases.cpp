// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Members declared through a restricted function type, written as a typedef
// or as an alias declaration: each carries the restriction, in a kernel and
// on the host.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

using Step = int(int) restrict(cpu, amp);
typedef int Scale(int) restrict(cpu, amp);
struct Counter {
  Step next;
  Scale twice;
};
int Counter::next(int x) restrict(cpu, amp) { return x + 1; }
int Counter::twice(int x) restrict(cpu, amp) { return 2 * x; }

int main() {
  std::vector<int> v(4);
  array_view<int, 1> out(4, v);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Counter c;
    out[i] = c.twice(c.next(i[0]));
  });
  Counter host;
  std::printf("%d %d %d %d host %d\n", out[0], out[1], out[2], out[3], host.twice(host.next(10)));
  // CHECK: 2 4 6 8 host 22
}
