// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A method called on a call's result (C cannot take the address of an rvalue:
// the result goes through a temporary), and arrays of a class with a
// constructor (C has no array initializer from a call: each element is built).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct cell {
  int v;
  cell() restrict(amp) : v(7) {}
  cell(int x) restrict(amp) : v(x) {}
  int twice() const restrict(amp) { return 2 * v; }
  cell next() const restrict(amp) { return cell(v + 1); }
};

struct holder {
  cell c;
  cell get() const restrict(amp) { return c; }
};

int main() {
  std::vector<int> out(4, -1);
  array_view<int, 1> ov(4, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    holder h;
    ov[0] = h.get().twice();              // 14
    ov[1] = h.get().next().next().twice(); // 18
    cell row[3];
    cell grid[2][2];
    row[1].v += 1;
    ov[2] = row[0].v + row[1].v + row[2].v; // 22
    grid[1][1].v = 1;
    ov[3] = grid[0][0].v + grid[0][1].v + grid[1][0].v + grid[1][1].v; // 22
  });
  ov.synchronize();
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  // CHECK: 14 18 22 22
}
