// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-texture-sample: sample and gather filter values, so they are for
// float, norm and unorm textures; gathers need rank 2 and the component they read.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

void kernels(texture_view<const int, 2> iv, texture_view<const double, 1> dv, texture_view<const float, 1> f1,
             texture_view<const float_2, 2> f2, texture_view<const unorm_4, 2> u4, texture_view<const float, 3> f3) {
  sampler s;
  parallel_for_each(extent<1>(4), [=](index<1>) restrict(amp) {
    int a = iv.sample(s, float_2(0.5f));     // expected-error {{sample is not allowed for element type 'int': only float, norm and unorm textures are sampled and gathered [amp-texture-sample]}}
    double b = dv.sample<filter_point>(0.5f); // expected-error {{sample is not allowed for element type 'double'}}
    int_4 c = iv.gather_red(s, float_2(0.5f)); // expected-error {{gather_red is not allowed for element type 'int'}}
    float_4 d = f1.gather_red(s, 0.5f);      // expected-error {{gather_red needs a texture_view of rank 2, not rank 1}}
    float_4 e = f2.gather_blue(s, float_2(0.5f)); // expected-error {{gather_blue needs an element type of at least 3 components; 'float_2' has 2}}
    float_4 g = f2.gather_alpha<address_wrap>(float_2(0.5f)); // expected-error {{gather_alpha needs an element type of at least 4 components; 'float_2' has 2}}

    // Valid.
    float h = f1.sample(s, 0.5f) + f3.sample(s, float_3(0.5f), 1.0f);
    unorm_4 k = u4.sample<filter_linear, address_mirror>(float_2(0.25f));
    float_4 m = f2.gather_green(s, float_2(0.5f));
    unorm_4 n = u4.gather_alpha(s, float_2(0.5f));
    (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)h; (void)k; (void)m; (void)n;
  });
}
