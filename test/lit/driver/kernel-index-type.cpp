// A kernel must take the index of its compute domain: index<N> over an
// extent<N>, tiled_index<D0, D1, D2> (or, through its conversion, index<N>)
// over a tiled_extent. A mismatch is reported at the parallel_for_each call in
// the user's code, in a syntax check too, not deep in the host launch.
// RUN: not %amp-clang -fsyntax-only %s 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not="error:"
// RUN: not %amp-clang %s -o %t 2> %t.full
// RUN: FileCheck %s --input-file=%t.full --implicit-check-not="error:"
// RUN: %amp-clang -fsyntax-only -DVALID %s
#include <amp.h>
using namespace concurrency;

struct Rank2Functor {
  array_view<int, 1> v;
  void operator()(index<2> i) const restrict(amp) { v[i[0]] = i[1]; }
};

void launches(array_view<int, 1> v) {
#ifndef VALID
  parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i[0]] = 1; });          // line 20
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<8> t) restrict(amp) { v[t] = 1; }); // line 21
  parallel_for_each(v.extent, Rank2Functor{v});                                          // line 22
#endif
  // Valid: each domain's own index, by value or const reference, and a tiled
  // kernel taking the global index through tiled_index's conversion.
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
  parallel_for_each(v.extent, [=](const index<1> &i) restrict(amp) { v[i] = 1; });
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) { v[t] = 1; });
  parallel_for_each(v.extent.tile<4>(), [=](index<1> i) restrict(amp) { v[i] = 1; });
  parallel_for_each(extent<2>(2, 2), Rank2Functor{v});
}

// CHECK: kernel-index-type.cpp:20:{{[0-9]+}}: error: static assertion failed {{.*}}the kernel passed to parallel_for_each cannot be called with its compute domain's index
// CHECK: note: the error above arises here, in a library header
// CHECK: kernel-index-type.cpp:21:{{[0-9]+}}: error: static assertion failed {{.*}}cannot be called with its compute domain's index
// CHECK: kernel-index-type.cpp:22:{{[0-9]+}}: error: static assertion failed {{.*}}cannot be called with its compute domain's index
