// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Functions returning references become functions returning pointers into the
// address space their return statements name; pseudo-destructor calls on
// scalars evaluate only their object.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int &pick(int &a, int &b, bool first) restrict(amp) { return first ? a : b; }

struct Acc {
  int total;
  Acc &add(int v) restrict(amp) {
    total += v;
    return *this;
  }
};

int &element(const array_view<int, 1> &v, int k) restrict(amp) { return v[k]; }

typedef int I;

int main() {
  std::vector<int> out(4, 0);
  array_view<int, 1> o(4, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int x = 1, y = 2;
    pick(x, y, false) = 20;         // a reference into private memory
    o[0] = x + y;
    Acc a = {0};
    a.add(3).add(4);                // chained through the returned reference
    o[1] = a.total;
    element(o, 2) = 5;              // a reference into global memory
    int &r = element(o, 3);
    r = 6;
    r += element(o, 2);
    x.~I();
    int *px = &x;
    px->~I();
  });
  o.synchronize();
  // CHECK: 21 7 5 11
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
