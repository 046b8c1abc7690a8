// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-capture-c-array: a C array may not be captured by value; inside a struct it may.
#include <amp.h>
using namespace concurrency;

void bad(array_view<float, 1> out) {
  float weights[4] = {1, 2, 3, 4}; // expected-note {{'weights' declared here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = weights[i[0] % 4]; // expected-error {{kernel captures C array 'weights' by value; wrap the array in a struct or use an array_view [amp-capture-c-array]}}
  });
  int table[2][3] = {}; // expected-note {{'table' declared here}}
  parallel_for_each(out.extent, [out, table](index<1> i) restrict(amp) { out[i] = (float)table[1][2]; }); // expected-error {{kernel captures C array 'table' by value}}
}

template <int N> void in_template(array_view<int, 1> out) {
  int lut[N] = {}; // expected-note {{'lut' declared here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = lut[0]; }); // expected-error {{kernel captures C array 'lut' by value}}
}
template void in_template<8>(array_view<int, 1>);

// Valid: the constant-memory idiom, a C array inside a captured struct.
struct Coefficients { float c[16]; };
void fine(array_view<float, 1> out) {
  Coefficients k = {};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = k.c[i[0] % 16]; });
}
