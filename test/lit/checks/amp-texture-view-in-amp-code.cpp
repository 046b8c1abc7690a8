// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-texture-view-in-amp-code: in amp code, a view made from a texture
// cannot be a read-only view of a one-component texture, nor a writable view
// of a format other than one-component int, unsigned int and float.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

void kernels(texture<float, 2> &f, texture<unorm_4, 2> &u, texture<int_2, 1> &i2) {
  parallel_for_each(extent<1>(4), [&](index<1>) restrict(amp) {
    texture_view<const float, 2> a(f);   // expected-error {{a read-only texture_view of the one-component texture type 'float' cannot be made in restrict(amp) code; make it on the host and capture it [amp-texture-view-in-amp-code]}}
    texture_view<unorm_4, 2> b(u);       // expected-error {{a writable texture_view of 'unorm_4' cannot be made in restrict(amp) code: only one-component int, unsigned int and float textures are written through a view made there}}
    writeonly_texture_view<int_2, 1> c(i2); // expected-error {{a writable writeonly_texture_view of 'int_2' cannot be made in restrict(amp) code}}

    // Valid.
    texture_view<const unorm_4, 2> d(u);
    texture_view<float, 2> e(f);
    (void)a; (void)b; (void)c; (void)d; (void)e;
  });
  // On the host, all of them.
  texture_view<const float, 2> a(f);
  texture_view<unorm_4, 2> b(u);
  writeonly_texture_view<int_2, 1> c(i2);
}
