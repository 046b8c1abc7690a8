// RUN: not %amp-clang -emit-opencl %s -o %t.cl 2>&1 | FileCheck %s --implicit-check-not=error:
// Views the device cannot represent are named, once each: a captured struct
// holding a view (its host bytes mean nothing on the device) and a view over
// private memory (OpenCL C 1.2 pointers carry their address space; a view's is
// __global).
#include <amp.h>

using namespace concurrency;

struct holder {
  array_view<int, 1> v;
  int k;
};

int main() {
  int d[4] = {};
  array_view<int, 1> av(4, d);
  // CHECK: :[[@LINE+1]]:10: error: amp-clang cannot yet lower a capture of type 'holder', which holds an array_view
  holder h{av, 1};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { h.v[i] = h.k; });
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int y[4] = {};
    // CHECK: :[[@LINE+1]]:24: error: amp-clang cannot yet lower an array_view over memory that is not global
    array_view<int, 1> p(4, y);
    av[i] = p[i];
  });
  return 0;
}
