// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Instantiations of one kernel that capture the same types are still distinct
// kernels: the host picks each by its capture types and by the template
// arguments around it (a value parameter, a tile size, a class template's
// parameter, a partial specialisation's, a member template's).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <int K> void addk(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += K; });
}
template <int TS> void tile_size(array_view<int, 1> v) {
  parallel_for_each(v.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) { v[t.global] = TS; });
}
template <class T> struct adder {
  void run(array_view<int, 1> v) { parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += sizeof(T); }); }
  template <bool Neg> void flip(array_view<int, 1> v) {
    auto k = [=](index<1> i) restrict(amp) { v[i] = Neg ? -v[i] : v[i]; };
    parallel_for_each(v.extent, k);
  }
};
template <class T, int N> struct holder;
template <int N> struct holder<float, N> {
  void run(array_view<int, 1> v) { parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += N; }); }
};
enum class step { small = 10, big = -100 };
template <step S> void by_step(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += static_cast<int>(S); });
}

int main() {
  std::vector<int> d(16, 0);
  array_view<int, 1> v(16, d);
  addk<1>(v);
  addk<2>(v);
  addk<1>(v);
  adder<char>().run(v);
  adder<double>().run(v);
  v.synchronize();
  std::printf("adds %d\n", d[0]);
  // CHECK: adds 13
  tile_size<4>(v);
  v.synchronize();
  std::printf("tile %d\n", d[0]);
  // CHECK: tile 4
  tile_size<8>(v);
  v.synchronize();
  std::printf("tile %d\n", d[0]);
  // CHECK: tile 8
  adder<int>().flip<true>(v);
  adder<int>().flip<false>(v);
  holder<float, 3>().run(v);
  holder<float, 5>().run(v);
  by_step<step::small>(v);
  by_step<step::big>(v);
  v.synchronize();
  std::printf("rest %d\n", d[15]);
  // CHECK: rest -90
  return d[15] != -90;
}
