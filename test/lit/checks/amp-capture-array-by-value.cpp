// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-capture-array-by-value: concurrency::array (and texture) is captured by reference.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;

void copy_array(array<int, 1> &data, array_view<int, 1> out) {
  array<int, 1> &alias = data; // expected-note {{'alias' declared here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = alias[i]; // expected-error {{kernel captures concurrency::array 'alias' by value; capture it by reference or wrap it in an array_view [amp-capture-array-by-value]}}
  });
}

void explicit_copy(const array<float, 2> &grid, array_view<float, 2> out) { // expected-note {{'grid' declared here}}
  parallel_for_each(out.extent, [grid, out](index<2> i) restrict(amp) { out[i] = grid[i]; }); // expected-error {{kernel captures concurrency::array 'grid' by value}}
}

struct CopiesArray {
  array<int, 1> data; // expected-error {{kernel captures concurrency::array 'data' by value}}
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = data[i]; }
};
void functor(const CopiesArray &k, extent<1> e) { parallel_for_each(e, k); }

// Valid: by reference, through an array_view, or as a reference member.
struct RefsArray {
  array<int, 1> &data;
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = data[i]; }
};
void fine(array<int, 1> &data, array_view<int, 1> out, const RefsArray &k) {
  parallel_for_each(out.extent, [=, &data](index<1> i) restrict(amp) { out[i] = data[i]; });
  array_view<int, 1> view(data);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = view[i]; });
  parallel_for_each(out.extent, k);
}

// A lambda in amp code copies an array just as a kernel would.
void nested(array<int, 1> &data, array_view<int, 1> out) { // expected-note {{'data' declared here}}
  parallel_for_each(out.extent, [=, &data](index<1> i) restrict(amp) {
    // The copy runs in amp code too, where array's copy constructor cannot.
    // expected-error@+2 {{call to 'array', which is restrict(cpu), from restrict(amp) code}}
    // expected-note@amp_clang/array.h:* {{'array' declared here}}
    auto get = [data](int k) { return data[k]; }; // expected-error {{restrict(amp) lambda captures concurrency::array 'data' by value; capture it by reference or wrap it in an array_view [amp-capture-array-by-value]}}
    auto ref = [&data](int k) { return data[k]; }; // by reference: fine
    out[i] = get(i[0]) + ref(i[0]);
  });
}

// A captured class copies the arrays it holds by value, however deep.
struct Holder {
  array<int, 1> a; // expected-note 3 {{'a' declared here}}
};
struct Outer : Holder {};
struct Nest {
  int n;
  Holder h;
};
struct HoldsReference { // valid: a reference to an array is no copy
  array<int, 1> &a;
};
void holders(const Holder &h, const Outer &o, const Nest &n, HoldsReference r, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = h.a[i] + o.a[i] + n.h.a[i] + r.a[i]; // expected-error 3 {{kernel captures concurrency::array 'a' by value}}
  });
}

// A texture is device storage too: by reference, or through a texture_view.
void textures(concurrency::graphics::texture<float, 1> &t, // expected-note {{'t' declared here}}
              array_view<float, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = t[i]; // expected-error {{kernel captures texture 't' by value; capture it by reference or wrap it in a texture_view [amp-capture-array-by-value]}}
  });
  concurrency::graphics::texture_view<const float, 1> view(t);
  parallel_for_each(out.extent, [=, &t](index<1> i) restrict(amp) { out[i] = t[i] + view[i]; }); // valid
}
