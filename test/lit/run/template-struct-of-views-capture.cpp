// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A kernel written in a template that captures structs holding views: a
// class template of views, a struct nesting one, a reference to a
// concurrency::array, read-only views; launched directly and through a lambda
// passed by name, in several instantiations (each binds its own views), and
// outside a template a struct's reference to a concurrency::array, captured
// or made in amp code.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> struct Grid {
  array_view<T, 2> cells;
  T scale;
};
template <typename T> struct Pair {
  array_view<const T, 1> in;
  Grid<T> out;
};
struct Table {
  array<int, 1> &values;
  int bias;
};

template <typename T> void scale(Grid<T> g) {
  parallel_for_each(g.cells.extent, [=](index<2> i) restrict(amp) { g.cells[i] *= g.scale; });
  g.cells.synchronize();
}
template <typename T> void copy_row(Pair<T> p, array_view<T, 1> side) {
  auto k = [=](index<1> i) restrict(amp) {
    p.out.cells(0, i[0]) = p.in[i] + p.out.scale;
    side[i] = p.in[i] * 2;
  };
  parallel_for_each(p.in.extent, k);
  p.out.cells.synchronize();
  side.synchronize();
}
template <int Bias> void add(Table t, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = t.values[i] + t.bias + Bias; });
  out.synchronize();
}

int main() {
  std::vector<float> f(8, 2.0f);
  std::vector<int> n(8, 5);
  scale(Grid<float>{array_view<float, 2>(2, 4, f), 1.5f});
  scale(Grid<int>{array_view<int, 2>(2, 4, n), 3});
  std::printf("scale %g %d\n", f[7], n[7]);
  // CHECK: scale 3 15

  std::vector<double> src = {1, 2, 3, 4}, dst(8, 0), side(4, 0);
  copy_row(Pair<double>{array_view<const double, 1>(4, src), Grid<double>{array_view<double, 2>(2, 4, dst), 10}},
           array_view<double, 1>(4, side));
  std::vector<int> isrc = {7, 8, 9, 10}, idst(8, 0), iside(4, 0);
  copy_row(Pair<int>{array_view<const int, 1>(4, isrc), Grid<int>{array_view<int, 2>(2, 4, idst), 100}},
           array_view<int, 1>(4, iside));
  std::printf("copy_row %g %g %g %d %d %d\n", dst[0], dst[3], side[3], idst[3], idst[4], iside[0]);
  // CHECK: copy_row 11 14 8 110 0 14

  std::vector<int> init = {1, 2, 3, 4};
  array<int, 1> values(4, init.begin());
  std::vector<int> sum(4, 0);
  add<100>(Table{values, 20}, array_view<int, 1>(4, sum));
  std::printf("add %d %d\n", sum[0], sum[3]);
  // CHECK: add 121 124

  // Outside a template too: the struct's reference to the array.
  Table t{values, 1};
  array_view<int, 1> twice(4, sum);
  parallel_for_each(twice.extent, [=](index<1> i) restrict(amp) { twice[i] = 2 * t.values[i] + t.bias; });
  twice.synchronize();
  std::printf("reference member %d %d\n", sum[0], sum[3]);
  // CHECK: reference member 3 9

  // A struct holding a reference to the array, made in amp code (Microsoft's
  // capture-rules post: concurrency::array& is allowed for data members).
  struct Cell {
    array<int, 1> &a;
    Cell(array<int, 1> &x) restrict(cpu, amp) : a(x) {}
  };
  parallel_for_each(values.extent, [&values](index<1> i) restrict(amp) {
    Cell c(values);
    c.a[i] = 10 * i[0];
  });
  std::vector<int> back = values;
  std::printf("made in amp code %d %d\n", back[1], back[3]);
  // CHECK: made in amp code 10 30
}
