// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// amp functions returning pointers (single indirection, as the
// specification allows for return types) into global, tile_static and
// private memory: each instance of the function returns a pointer into the
// space its returns name, and callers dereference, store and pass it on.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int *next(int *p) restrict(amp) { return p + 1; }
int *elem(const array_view<int, 1> &v, int i) restrict(amp) { return &v[i]; }
const int *larger(const int *a, const int *b) restrict(amp) {
  if (*a > *b)
    return a;
  return b;
}
struct Cell {
  int n;
  int *pn() restrict(amp) { return &n; }
};

int main() {
  std::vector<int> x(8, 0);
  array_view<int, 1> a(8, x);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    int local[2] = {i[0], 10};
    int *p = next(local); // private
    *elem(a, i[0]) = *p + *larger(&local[0], p);
  });
  a.synchronize();
  std::printf("global and private: %d %d\n", x[0], x[7]);

  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int s[5];
    s[t.local[0]] = t.global[0];
    t.barrier.wait();
    int *q = next(&s[t.local[0]]); // tile_static
    a[t.global] = t.local[0] < 3 ? *q : -1;
  });
  a.synchronize();
  std::printf("tile_static: %d %d %d\n", x[0], x[2], x[3]);

  std::vector<Cell> cells(8);
  for (int i = 0; i < 8; ++i)
    cells[i].n = i;
  array_view<Cell, 1> cv(8, cells);
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) { *next(cv[i].pn() - 1) += 100; });
  cv.synchronize();
  std::printf("member: %d %d\n", cells[0].n, cells[7].n);
  return 0;
}

// CHECK: global and private: 20 20
// CHECK: tile_static: 1 3 -1
// CHECK: member: 100 107
