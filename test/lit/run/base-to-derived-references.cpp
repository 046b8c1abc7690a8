// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// static_cast from a base-class reference to the derived class keeps the
// object's address space: elements of a view (global memory), tile_static
// memory (local), and CRTP's static_cast<const D &>(*this) on a view element.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

struct B { int b; };
struct D : B { int d; };

template <typename Derived> struct Shape {
  int area() const restrict(amp) { return static_cast<const Derived &>(*this).area_impl(); }
};
struct Square : Shape<Square> {
  int side;
  int area_impl() const restrict(amp) { return side * side; }
};

int main() {
  D ds[4] = {};
  array_view<D, 1> dv(4, ds);
  parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) {
    B &base = dv[i];
    D &derived = static_cast<D &>(base);
    derived.d = i[0] + 1;
  });
  dv.synchronize();
  std::printf("global %d %d\n", ds[0].d, ds[3].d);
  // CHECK: global 1 4

  int out[4] = {};
  array_view<int, 1> ov(4, out);
  parallel_for_each(ov.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static D shared[4];
    B &base = shared[t.local[0]];
    static_cast<D &>(base).d = t.local[0] * 2;
    t.barrier.wait();
    ov[t] = shared[3 - t.local[0]].d;
  });
  ov.synchronize();
  std::printf("local %d %d\n", out[0], out[3]);
  // CHECK: local 6 0

  Square sq[4];
  for (int i = 0; i < 4; ++i) sq[i].side = i + 1;
  array_view<const Square, 1> sv(4, sq);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = sv[i].area(); });
  ov.synchronize();
  std::printf("crtp %d %d\n", out[0], out[3]);
  // CHECK: crtp 1 16
}
