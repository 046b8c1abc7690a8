// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-texture-bits: norm and unorm textures have no default format;
// their constructors name bits_per_scalar_element (copies need none).
#include <amp.h>
#include <amp_graphics.h>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

void host(std::vector<unorm> &v) {
  texture<unorm, 2> a(16, 16);                  // expected-error {{a texture of 'unorm' needs bits_per_scalar_element (8 or 16): norm and unorm have no default format [amp-texture-bits]}}
  texture<norm_4, 1> b(extent<1>(4), accelerator().default_view); // expected-error {{a texture of 'norm_4' needs bits_per_scalar_element}}
  texture<unorm, 1> c(4, v.begin(), v.end());   // expected-error {{a texture of 'unorm' needs bits_per_scalar_element}}

  // Valid: the format given, and copies.
  texture<unorm, 2> d(16, 16, 8u);
  texture<norm_4, 1> e(extent<1>(4), 16u, accelerator().default_view);
  texture<unorm, 2> f(d);
  texture<unorm, 2> g{texture_view<const unorm, 2>(d)};
  texture<float, 2> h(16, 16); // float has one: 32 bits
}
