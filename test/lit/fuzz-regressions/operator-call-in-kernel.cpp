// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// RUN: FileCheck %s < %t.cl
// Found by amp-clang-fuzz on the seed run/temporary-method-calls.cpp: the
// divergent-barrier check and the lowering of index/extent/tiled_index methods
// asked operators and conversion functions for an identifier they lack
// (NamedDecl::getName(), an assertion failure where assertions are on, as in
// the fuzz build). A kernel calling such members beside a barrier lowers.
#include <amp.h>
using namespace concurrency;

struct P {
  int v;
  operator float() const restrict(amp) { return v + 0.5f; }
  P &operator+=(int d) restrict(amp) { v += d; return *this; }
};

int main() {
  int out[16] = {};
  array_view<int, 1> o(16, out);
  parallel_for_each(o.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    P p{t.local[0]};
    p += 1;
    index<1> i = t.global;
    i += index<1>(0);
    t.barrier.wait();
    o[i] = static_cast<int>(float(p));
  });
  o.synchronize();
  return 0;
}
// CHECK: barrier(
