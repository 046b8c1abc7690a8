// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-too-many-views: at most 64 writable and 128 read-only array/array_view objects per kernel.
#include <amp.h>
using namespace concurrency;

template <typename T, int N> struct Views { array_view<T, 1> v[N]; };

void writable(Views<int, 65> w, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { // expected-error {{kernel uses 66 writable array or array_view objects, more than the 64 allowed [amp-too-many-views]}}
    out[i] = w.v[0][i];
  });
}

void read_only(Views<const int, 129> r, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { // expected-error {{kernel uses 129 read-only array or array_view objects, more than the 128 allowed}}
    out[i] = r.v[0][i];
  });
}

struct ManyViews {
  Views<float, 70> w;
  void operator()(index<1> i) const restrict(amp) { w.v[0][i] = 1.0f; }
};
void functor(const ManyViews &k, extent<1> e) {
  parallel_for_each(e, k); // expected-error {{kernel uses 70 writable}}
}

// Valid: 64 writable and 128 read-only together.
void fine(Views<int, 63> w, Views<const int, 128> r, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = w.v[0][i] + r.v[0][i]; });
}
