// RUN: %amp-clang -fsyntax-only -Wamp-coalescing -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
// RUN: %amp-clang -fsyntax-only -Wamp-coalescing-column-walk %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Rule amp-coalescing-column-walk (advice, off by default): the thread
// index's fastest component runs along an outer dimension of a view.
#include <amp.h>
using namespace concurrency;

void walks(array_view<float, 2> out, array_view<const float, 2> in, array_view<float, 1> sums) {
  // A naive transpose: the write walks columns.
  parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
    out(idx[1], idx[0]) = in[idx]; // expected-warning {{neighbouring threads access 'out' a row apart: the thread index 'idx[1]' runs along dimension 0, not the last one; each 32-byte memory transaction fetched is at most 1/8 used; store the data transposed, or index it so that 'idx[1]' runs along the last dimension [-Wamp-coalescing-column-walk]}}
    // CHECK: amp-coalescing-column-walk.cpp:[[@LINE-1]]:5: warning: neighbouring threads access 'out' a row apart
  });
  parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
    out[idx] = in[idx[1]][idx[0]]; // expected-warning {{access 'in' a row apart: the thread index 'idx[1]' runs along dimension 0}}
    // CHECK: :[[@LINE-1]]:16: warning: neighbouring threads access 'in' a row apart
  });
  // One row per thread.
  parallel_for_each(sums.extent, [=](index<1> i) restrict(amp) {
    float s = 0.0f;
    for (int c = 0; c < 16; ++c)
      s += in(i[0], c); // expected-warning {{access 'in' a row apart: the thread index 'i[0]' runs along dimension 0}}
    // CHECK: :[[@LINE-1]]:12: warning: neighbouring threads access 'in' a row apart
    sums[i] = s;
  });
}

// Valid: row-major walks, a matrix product's broadcast row, 16-byte-or-wider
// elements used whole, and tiled kernels (amp-coalescing-tile-staging's).
void rows(array_view<float, 2> c, array_view<const float, 2> a, array_view<const float, 2> b) {
  parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) {
    float s = 0.0f;
    for (int k = 0; k < 16; ++k)
      s += a(idx[0], k) * b(k, idx[1]);
    c[idx] = s;
  });
  parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) { c(idx[0], idx[1]) = a[idx[0]][idx[1]]; });
}
