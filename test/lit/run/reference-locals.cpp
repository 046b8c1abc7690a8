// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Local references in amp code: bound to a temporary (which lives as long
// as the reference), to a conditional of lvalues through a const-adding
// conversion, and to a class value returned by a function.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct P { int x, y; };
P make(int i) restrict(cpu, amp) {
  P p;
  p.x = i;
  p.y = 2 * i;
  return p;
}

int main() {
  std::vector<int> v(8);
  array_view<int, 1> out(8, v);
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0], b = i * 3;
    const int &cr = b + 1;
    P a = make(i), c = make(i + 10);
    const P &r = (i > 3) ? a : c;
    const P &m = make(i + 100);
    out[idx] = cr + r.x + m.y;
  });
  std::printf("%d %d %d %d\n", out[0], out[3], out[4], out[7]);
  // CHECK: 211 229 225 243
}
