// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-capture-by-reference: kernels capture by value, except concurrency::array.
#include <amp.h>
using namespace concurrency;

void explicit_ref(array_view<int, 1> out) {
  int scale = 3; // expected-note {{'scale' declared here}}
  parallel_for_each(out.extent, [=, &scale](index<1> i) restrict(amp) { // expected-error {{kernel captures 'scale' by reference; only concurrency::array and textures may be captured by reference [amp-capture-by-reference]}}
    out[i] = scale;
  });
}

void implicit_ref(array_view<int, 1> out) { // expected-note {{'out' declared here}}
  float bias = 1.0f; // expected-note {{'bias' declared here}}
  parallel_for_each(out.extent, [&](index<1> i) restrict(amp) {
    out[i] = (int)bias; // expected-error {{kernel captures 'bias' by reference}} expected-error {{kernel captures 'out' by reference}}
  });
}

void init_ref(array_view<int, 1> out) {
  int n = 2;
  parallel_for_each(out.extent, [=, &r = n](index<1> i) restrict(amp) { // expected-error {{kernel captures 'r' by reference}}
    out[i] = r;
  });
}

template <typename T> void in_template(array_view<T, 1> out, T v) { // expected-note {{'v' declared here}}
  parallel_for_each(out.extent, [=, &v](index<1> i) restrict(amp) { out[i] = v; }); // expected-error {{kernel captures 'v' by reference}}
}
template void in_template<int>(array_view<int, 1>, int);
template void in_template<float>(array_view<float, 1>, float);

// Valid: array by reference, everything else by value; a reference captured by copy is a copy.
void fine(array<int, 1> &data, array_view<int, 1> out) {
  int k = 4;
  int &alias = k;
  parallel_for_each(out.extent, [=, &data](index<1> i) restrict(amp) { out[i] = data[i] + alias; });
  parallel_for_each(data.extent, [&data, k](index<1> i) restrict(amp) { data[i] = k; });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = 1;
    auto add = [&local](int x) restrict(amp) { return local + x; }; // not a kernel
    out[i] = add(k);
  });
}
