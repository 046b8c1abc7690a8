// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// A method called on a temporary (make(3).twice(), P(1).sum(), the conversion
// of a returned object): C cannot take a temporary's address, so the method
// takes the object by value.
#include <amp.h>
#include <cstdio>

using namespace concurrency;

struct P {
  int v;
  P(int x) restrict(amp) : v(x) {}
  int twice() const restrict(amp) { return v * 2; }
  int sum(const P &o) const restrict(amp) { return v + o.v; }
  P next() const restrict(amp) { return P(v + 1); }
  operator float() const restrict(amp) { return v + 0.5f; }
};

P make(int x) restrict(amp) { return P(x); }

int main() {
  int out[4] = {};
  array_view<int, 1> o(4, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    P p(10);
    o[0] = make(3).twice();
    o[1] = P(1).sum(p);
    o[2] = p.next().next().twice();
    o[3] = static_cast<int>(float(make(7)) * 2.0f);
  });
  o.synchronize();
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
// CHECK: 6 11 24 15
