// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// tile_static is a storage class: the methods of a class local to a kernel (or
// to an amp function) name the function's tile_static variables without
// capture, and read and write the one variable the tile shares (the
// conformance suite's tile_static local_class test). Methods called on
// temporary objects get a private copy to point at.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int sum_in_tile(int v, int l, const tile_barrier &b) restrict(amp) {
  tile_static int cells[4];
  struct Cells {
    void put(int i, int x) restrict(amp) { cells[i] = x; }
    int total() restrict(amp) { return cells[0] + cells[1] + cells[2] + cells[3]; }
  };
  Cells c;
  c.put(l, v);
  b.wait();
  return c.total();
}

int main() {
  std::vector<int> res_(2);
  array_view<int> res(2, res_);
  parallel_for_each(extent<1>(1).tile<1>(), [=](tiled_index<1>) restrict(amp) {
    tile_static int ts_i;
    ts_i = 0;
    struct obj {
      void f() { ts_i = 1; }
      int g() { return ts_i + 1; }
    };
    obj().f(); // a method called on a temporary: a private copy in OpenCL C
    res[0] = ts_i;
    obj o;
    res[1] = o.g();
  });
  std::vector<int> out(8, 0);
  array_view<int> ov(8, out);
  parallel_for_each(ov.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    ov[t.global] = sum_in_tile(t.global[0], t.local[0], t.barrier);
  });
  ov.synchronize();
  std::printf("local class: %d %d; amp function: %d %d\n", res[0], res[1], out[0], out[4]);
  return 0;
}
// CHECK: local class: 1 2; amp function: 6 22
