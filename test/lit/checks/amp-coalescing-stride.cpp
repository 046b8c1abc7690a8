// RUN: %amp-clang -fsyntax-only -Wamp-coalescing -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
// RUN: %amp-clang -fsyntax-only -Wamp-coalescing -Wno-amp-coalescing-stride %s 2>&1 | count 0
// RUN: %amp-clang -fsyntax-only -Wamp-coalescing-stride %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// RUN: not %amp-clang -fsyntax-only -Wamp-coalescing -Werror=amp-coalescing-stride %s 2>&1 | FileCheck %s --check-prefix=ERR
// Rule amp-coalescing-stride (advice, off by default): neighbouring threads
// access elements k > 1 apart, so each transaction is 1/k used.
#include <amp.h>
using namespace concurrency;

void strided(array_view<float, 1> x, array_view<const float, 1> y, array_view<const double, 1> d,
             array_view<float, 2> m) {
  // Seed 004's my_copy_strided.
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    x[idx] = y[idx * 2]; // expected-warning {{neighbouring threads access 'y' 2 elements apart: each 32-byte memory transaction fetched is 1/2 used; lay the data out so that neighbouring threads access neighbouring elements (a structure of arrays), or stage it through tile_static [-Wamp-coalescing-stride]}}
    // CHECK: amp-coalescing-stride.cpp:[[@LINE-1]]:14: warning: neighbouring threads access 'y' 2 elements apart
    // ERR: amp-coalescing-stride.cpp:[[@LINE-2]]:14: error: neighbouring threads access 'y' 2 elements apart
  });
  // Through a local, with an offset; a write; doubles; a wide stride.
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    int j = 3 * i + 1;
    x[i] = y[j]; // expected-warning {{access 'y' 3 elements apart: each 32-byte memory transaction fetched is 1/3 used}}
    // CHECK: :[[@LINE-1]]:12: warning: neighbouring threads access 'y' 3 elements apart
    x[4 * i] = (float)d[2 * i]; // expected-warning {{access 'x' 4 elements apart: each 32-byte memory transaction fetched is 1/4 used}} expected-warning {{access 'd' 2 elements apart: each 32-byte memory transaction fetched is 1/2 used}}
    // CHECK: :[[@LINE-1]]:5: warning: neighbouring threads access 'x' 4 elements apart
    // CHECK: :[[@LINE-2]]:23: warning: neighbouring threads access 'd' 2 elements apart
    x[idx] = y[64 * i]; // expected-warning {{access 'y' 64 elements apart: each 32-byte memory transaction fetched is 1/8 used}}
    // CHECK: :[[@LINE-1]]:14: warning: neighbouring threads access 'y' 64 elements apart
  });
  // The last dimension of a rank-2 view.
  parallel_for_each(m.extent, [=](index<2> idx) restrict(amp) {
    m(idx[0], idx[1] * 2) = 0.0f; // expected-warning {{access 'm' 2 elements apart}}
    // CHECK: :[[@LINE-1]]:5: warning: neighbouring threads access 'm' 2 elements apart
  });
}

// Valid: unit stride, however written; strides the compiler cannot know; the
// slow component of the thread index; sections and projections.
void unit(array_view<float, 1> x, array_view<const float, 1> y, array_view<float, 2> m, int n) {
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    x[idx] = y[idx] + y[i + 1] + y[idx + 2] + y[index<1>(i)] + y[n - i];
    x[i] += y[i * n];       // n is only known at run time
    int k = i;
    k = k * 2;              // written after its declaration: not followed
    x[i] += y[k];
    for (int j = 0; j < 4; ++j)
      x[i] += y[4 * j + i]; // the loop counter is the same for every thread
  });
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    x[idx] = y[3 * idx[0]] + y[3 * idx[0] + 1] + y[3 * idx[0] + 2]; // every element read
  });
  parallel_for_each(m.extent, [=](index<2> idx) restrict(amp) {
    m(idx[0] * 2, idx[1]) = 1.0f; // rows 2 apart: neighbours still share rows
    m[idx[0]][idx[1]] += 1.0f;
  });
  array_view<float, 1> part = x.section(2, 8);
  array_view<float, 1> row = m[1];
  parallel_for_each(part.extent, [=](index<1> idx) restrict(amp) { part[idx] = row[idx]; });
}
