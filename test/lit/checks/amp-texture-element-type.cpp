// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-texture-element-type: textures exist for C++ AMP's texture formats
// only, of rank 1 to 3; only texture_view<const T> has a const element type.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

void host(texture<double_4, 2> &a,   // expected-error {{'texture<double_4, 2>' is not a texture type: its element type 'double_4' has no texture format}}
          texture<norm_3, 1> &b,     // expected-error {{'texture<norm_3, 1>' is not a texture type: its element type 'norm_3' has no texture format}}
          texture<double_3, 1> &c,   // expected-error {{its element type 'double_3' has no texture format}}
          texture_view<const long long, 1> d, // expected-error {{its element type 'long long' has no texture format}}
          writeonly_texture_view<short, 2> e, // expected-error {{'writeonly_texture_view<short, 2>' is not a texture type}}
          texture<const float, 1> &f,  // expected-error {{'texture<const float, 1>' is not a texture type: its element type 'const float' is const; only texture_view<const T> is read-only}}
          texture<float, 4> *g) {      // expected-error {{'texture<float, 4>' is not a texture type: its rank 4 is not 1, 2 or 3}}
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g;
}

template <class T> void generic(const texture<T, 1> &t) { (void)t; } // expected-error {{'texture<bool, 1>' is not a texture type}}
void use(texture<bool, 1> &t) { generic(t); } // expected-error {{'texture<bool, 1>' is not a texture type}}

// Valid: every family of formats.
void fine(texture<int, 1> &, texture<uint_4, 2> &, texture<float_3, 3> &, texture<double_2, 1> &,
          texture<unorm_4, 2> &, texture<norm_2, 1> &, texture_view<const unorm, 2>, texture_view<int_3, 1>,
          writeonly_texture_view<float_4, 3>) {}
