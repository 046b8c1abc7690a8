// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-tile-extent: a launch has at most 1,024 threads per tile; in rank 3, dimension 0 at most 64.
#include <amp.h>
using namespace concurrency;

void bad(array_view<int, 1> v1, array_view<int, 2> v2, array_view<int, 3> v3) {
  parallel_for_each(v1.extent.tile<2048>(), [=](tiled_index<2048> t) restrict(amp) { v1[t.global] = 1; }); // expected-error {{tile <2048> has 2048 threads, more than the 1024 a tile may have [amp-tile-extent]}}
  parallel_for_each(v2.extent.tile<64, 32>(), [=](tiled_index<64, 32> t) restrict(amp) { v2[t.global] = 1; }); // expected-error {{tile <64, 32> has 2048 threads}}
  parallel_for_each(v3.extent.tile<128, 2, 2>(), [=](tiled_index<128, 2, 2> t) restrict(amp) { v3[t.global] = 1; }); // expected-error {{tile <128, 2, 2> has 128 threads in dimension 0, more than the 64 a rank-3 tile may have}}
  tiled_extent<32, 64> domain(v2.extent);
  parallel_for_each(domain, [=](tiled_index<32, 64> t) restrict(amp) { v2[t.global] = 1; }); // expected-error {{tile <32, 64> has 2048 threads}}
  auto te = v3.extent.tile<16, 16, 8>();
  parallel_for_each(te, [=](tiled_index<16, 16, 8> t) restrict(amp) { v3[t.global] = 1; }); // expected-error {{tile <16, 16, 8> has 2048 threads}}
}

template <int T> void in_template(array_view<int, 1> v) {
  parallel_for_each(v.extent.tile<T>(), [=](tiled_index<T> t) restrict(amp) { v[t.global] = 0; }); // expected-error {{tile <4096> has 4096 threads}}
}
template void in_template<4096>(array_view<int, 1>);
template void in_template<256>(array_view<int, 1>); // fine

// Valid: the largest tiles of each rank.
void fine(array_view<int, 1> v1, array_view<int, 2> v2, array_view<int, 3> v3) {
  parallel_for_each(v1.extent.tile<1024>(), [=](tiled_index<1024> t) restrict(amp) { v1[t.global] = 1; });
  parallel_for_each(v2.extent.tile<1, 1024>(), [=](tiled_index<1, 1024> t) restrict(amp) { v2[t.global] = 1; });
  parallel_for_each(v2.extent.tile<32, 32>(), [=](tiled_index<32, 32> t) restrict(amp) { v2[t.global] = 1; });
  parallel_for_each(v3.extent.tile<64, 4, 4>(), [=](tiled_index<64, 4, 4> t) restrict(amp) { v3[t.global] = 1; });
  parallel_for_each(v3.extent.tile<1, 1, 1024>(), [=](tiled_index<1, 1, 1024> t) restrict(amp) { v3[t.global] = 1; });
}

// Valid: a tiled_extent that is never launched may be of any size (the
// conformance suite's tile tests build tile<1000, 1000, 1000>() in cpu and amp code).
bool unlaunched(extent<3> e) restrict(cpu, amp) {
  tiled_extent<1000, 1000, 1000> big = e.tile<1000, 1000, 1000>();
  tiled_extent<11, 11, 11> odd(e);
  return big.tile_dim0 == 1000 && odd.size() == e.size();
}
