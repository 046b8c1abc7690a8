// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A tile_static array of a class whose default constructor has parameters,
// all defaulted, has no initializer written: valid, and (as Microsoft's
// tile_static) never constructed. Issue 46 found it refused.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Cell {
  int v;
  Cell(int start = 7) restrict(cpu, amp) : v(start) {}
};

template <class T> struct Pair {
  T re, im;
  Pair(const T &r = T(), const T &i = T()) restrict(cpu, amp) : re(r), im(i) {}
};

int main() {
  std::vector<int> out(8, -1);
  array_view<int, 1> o(8, out);
  parallel_for_each(extent<1>(8).tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static Cell cells[4];
    tile_static Pair<int> pairs[4];
    cells[t.local[0]].v = t.global[0] * 10;
    pairs[t.local[0]].im = t.global[0];
    t.barrier.wait();
    o[t.global] = cells[3 - t.local[0]].v + pairs[3 - t.local[0]].im;
  });
  o.synchronize();
  // CHECK: 33 22 11 0 77 66 55 44
  for (int x : out)
    std::printf("%d ", x);
  std::printf("\n");
  return 0;
}
