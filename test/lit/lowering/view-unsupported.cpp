// RUN: not %amp-clang -emit-opencl %s -o %t.cl 2>&1 | FileCheck %s --implicit-check-not=error:
// Views the device cannot represent are named, once each: a captured struct
// holding views in an array (run/struct-of-views-capture.cpp has the captured
// structs that are lowered), and views whose
// address space (private, tile_static or global: OpenCL C 1.2 has no generic
// one) is not one at a point where the lowering needs one.
#include <amp.h>

using namespace concurrency;

struct holder {
  array_view<int, 1> v[2];
  int k;
};

struct two_views {
  array_view<int, 1> a, b;
  two_views(array_view<int, 1> x, array_view<int, 1> y) restrict(amp) : a(x), b(y) {}
};

int main() {
  int d[4] = {};
  array_view<int, 1> av(4, d);
  // CHECK: :[[@LINE+1]]:10: error: amp-clang cannot yet lower a capture of type 'holder', which holds an array_view in an array or a virtual base
  holder h{{av, av}, 1};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { h.v[0][i] = h.k; });
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int y[4] = {};
    array_view<int, 1> p(4, y);
    // CHECK: :[[@LINE+1]]:14: error: amp-clang cannot yet lower a conditional choosing between views over different address spaces
    av[i] = (i[0] ? p : av)[i];
  });
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int y[4] = {};
    // The constructor's instance for a global and a private view (line 18).
    // CHECK: view-unsupported.cpp:18:79: error: amp-clang cannot yet lower an object holding views over different address spaces
    two_views t(av, array_view<int, 1>(4, y));
    av[i] = t.b[i];
  });
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int y[4] = {};
    array_view<int, 1> p(4, y);
    p = av;
    // CHECK: :[[@LINE+1]]:9: error: amp-clang cannot yet lower a declaration or condition using an array_view assigned views over different address spaces
    if (p[i] > 0)
      av[i] = 1;
  });
  return 0;
}
