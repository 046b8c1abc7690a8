// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-texture-write: texture::set, and reads of a writable
// texture_view, are for one-component int, unsigned int and float textures.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

void kernels(texture<float_4, 2> &v4, texture<unorm, 1> &u, texture<double, 1> &d, texture<int, 1> &ok,
             texture_view<unorm_2, 1> wv, texture_view<float, 1> fv) {
  parallel_for_each(extent<1>(4), [&, wv, fv](index<1> i) restrict(amp) {
    v4.set(index<2>(0, 0), float_4(1.0f)); // expected-error {{texture::set is not allowed for element type 'float_4': only one-component int, unsigned int and float textures are both read and written; write through a texture_view<T, N> [amp-texture-write]}}
    u.set(i, unorm(0.5f));                 // expected-error {{texture::set is not allowed for element type 'unorm'}}
    d.set(i, 1.0);                         // expected-error {{texture::set is not allowed for element type 'double'}}
    unorm_2 x = wv[i];                     // expected-error {{reading a writable texture_view is not allowed for element type 'unorm_2': only one-component int, unsigned int and float textures are both read and written; read through a texture_view<const T, N>}}
    x = wv.get(i);                         // expected-error {{reading a writable texture_view is not allowed for element type 'unorm_2'}}
    (void)x;

    // Valid: writes through views of any format, reads and writes of one-component 32-bit ones.
    wv.set(i, unorm_2(0.5f));
    ok.set(i, ok[i] + 1);
    fv.set(i, fv(i[0]) * 2.0f);
    float_4 r = v4(0, 0);
    (void)r;
  });
}
