// RUN: %amp-clang -std=c++20 %s -o %t
// RUN: %run %t | FileCheck %s
// C++20 rewrites `a != b` as `!(a == b)` and `2 == p` as `p == 2`: amp code
// runs the operator== the rewrite calls.
#include <amp.h>
#include <cstdio>
using namespace concurrency;
struct P {
  int v;
  bool operator==(const P &o) const restrict(cpu, amp) { return v == o.v; }
  bool operator==(int k) const restrict(cpu, amp) { return v == 2 * k; }
};
int main() {
  std::vector<int> x(8);
  array_view<int, 1> a(8, x);
  P three{3};
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    P p{i[0]};
    a[i] = (p != three) + 2 * (2 == p) + 4 * (1 != p);
  });
  a.synchronize();
  printf("rewritten: %d %d %d\n", x[2], x[3], x[4]);
  return 0;
}

// CHECK: rewritten: 1 4 7
