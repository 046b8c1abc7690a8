// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// A function object as the kernel runs the operator() the launch calls, as
// C++ overload resolution picks it from the domain's index type: overloads
// on index rank and on tiled_index's tile (in any order of declaration), an
// operator() template, and one defined outside its class.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct ByRank {
  array_view<int, 1> o;
  void operator()(index<2> i) const restrict(amp) { o[i[0] * 4 + i[1]] = 2; }
  void operator()(index<1> i) const restrict(amp) { o[i] = 1; }
};
struct ByTile {
  array_view<int, 1> o;
  void operator()(tiled_index<2, 2> t) const restrict(amp) { o[t.global[0] * 4 + t.global[1]] = 200 + t.local[1]; }
  void operator()(tiled_index<4> t) const restrict(amp) { o[t.global] = 100 + t.local[0]; }
  void operator()(index<1> i) const restrict(amp) { o[i] = 7; }
};
struct AnyRank {
  array_view<int, 1> o;
  template <int N> void operator()(index<N> i) const restrict(amp) { o[i[N - 1]] = 10 * N; }
};
struct OutOfLine {
  array_view<int, 1> o;
  void operator()(index<1> i) const restrict(amp);
};
void OutOfLine::operator()(index<1> i) const restrict(amp) { o[i] = 2 * i[0]; }

int main() {
  std::vector<int> v(16);
  array_view<int, 1> o(16, v);
  ByRank rank{o};
  parallel_for_each(extent<1>(16), rank);
  std::printf("rank 1: %d", o[15]);
  parallel_for_each(extent<2>(4, 4), rank);
  std::printf(", rank 2: %d\n", o[15]);
  // CHECK: rank 1: 1, rank 2: 2

  ByTile tile{o};
  parallel_for_each(extent<1>(16).tile<4>(), tile);
  std::printf("tile<4>: %d %d", o[5], o[15]);
  parallel_for_each(extent<2>(4, 4).tile<2, 2>(), tile);
  std::printf(", tile<2,2>: %d %d", o[5], o[15]);
  parallel_for_each(extent<1>(16), tile);
  std::printf(", untiled: %d\n", o[15]);
  // CHECK: tile<4>: 101 103, tile<2,2>: 201 201, untiled: 7

  AnyRank any{o};
  parallel_for_each(extent<1>(16), any);
  std::printf("template: %d", o[3]);
  parallel_for_each(extent<2>(1, 16), any);
  std::printf(" %d\n", o[3]);
  // CHECK: template: 10 20

  parallel_for_each(extent<1>(16), OutOfLine{o});
  std::printf("out of line: %d\n", o[15]);
  // CHECK: out of line: 30
}
