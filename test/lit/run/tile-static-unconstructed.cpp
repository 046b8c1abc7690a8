// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// tile_static variables are never constructed or destroyed (Microsoft's C++
// AMP): a class without a default constructor, or with a constructor or
// destructor that must not run, is a valid tile_static type, alone, in an
// array, and in a template. Each tile writes the storage before a barrier and
// reads it after; the host compile declares it as raw storage of the same
// lifetime (the %run differential covers the host accelerator).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

class NoDefault {
public:
  NoDefault(int i) restrict(cpu, amp) : v(i) {}
  int v;
};

struct Counted {
  Counted() restrict(cpu, amp) : v(-1000) {} // never runs for a tile_static
  ~Counted() restrict(cpu, amp) { v = -2000; }
  int v;
};

template <typename T> int tileSum(tiled_index<4> t, int x) restrict(amp) {
  tile_static T cells[4];
  cells[t.local[0]].v = x;
  t.barrier.wait();
  return cells[0].v + cells[1].v + cells[2].v + cells[3].v;
}

int main() {
  std::vector<int> out(8), out2(8);
  array_view<int, 1> a(8, out), b(8, out2);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static NoDefault one;
    tile_static NoDefault many[4];
    tile_static Counted counted;
    if (t.local[0] == 0) {
      one.v = t.tile[0] * 100;
      counted.v = 7;
    }
    many[t.local[0]].v = t.global[0];
    t.barrier.wait();
    a[t.global] = one.v + many[3 - t.local[0]].v + counted.v;
    b[t.global] = tileSum<NoDefault>(t, t.local[0] + 1) + tileSum<Counted>(t, 10);
  });
  for (int i = 0; i < 8; ++i)
    std::printf("%d %d\n", a[i], b[i]);
  return 0;
}
// tile 0: one 0, many reversed 3..0, counted 7; tile 1: one 100, many 7..4.
// b: 1+2+3+4 = 10 plus 4*10 = 40.
// CHECK: 10 50
// CHECK-NEXT: 9 50
// CHECK-NEXT: 8 50
// CHECK-NEXT: 7 50
// CHECK-NEXT: 114 50
// CHECK-NEXT: 113 50
// CHECK-NEXT: 112 50
// CHECK-NEXT: 111 50
