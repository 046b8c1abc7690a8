// RUN: not %amp-clang -emit-opencl %s -o %t.cl 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// A reference that may point into two address spaces (a tagged pointer) is
// read, assigned and bound to references; its address taken, or a method
// called on it, is refused at the use, never lowered approximately.
#include <amp.h>

using namespace concurrency;

float &pick(float &a, float &b, bool first) restrict(amp) { return first ? a : b; }
struct S {
  float v;
  float get() const restrict(amp) { return v; }
};
S &pickS(S &a, S &b, bool first) restrict(amp) { return first ? a : b; }

void address_taken(array_view<float, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    float local = 1;
    // CHECK: tagged-reference-unsupported.cpp:[[@LINE+1]]:17: error: amp-clang cannot yet lower a reference that may point into two address spaces, bound to a pointer or its address taken (amp-clang lowers reading it, assigning to it and binding it to a reference) to OpenCL C [amp-unsupported-construct]
    float *p = &pick(av[i], local, i[0] > 2);
    *p = 2;
  });
}

void method_called(array_view<S, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    S local = {1};
    // CHECK: tagged-reference-unsupported.cpp:[[@LINE+1]]:15: error: amp-clang cannot yet lower a reference that may point into two address spaces
    av[i].v = pickS(av[i], local, i[0] > 2).get();
  });
}
