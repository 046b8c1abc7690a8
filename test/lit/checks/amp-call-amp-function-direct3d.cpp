// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-call-amp-function for Concurrency::direct3d's intrinsics:
// restrict(amp) only, as Microsoft declares them.
#include <amp.h>
using namespace concurrency;

float host_clamp(float x) { return direct3d::clamp(x, 0.0f, 1.0f); } // expected-error {{call to 'clamp', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note@*:* {{'clamp' declared here}}
unsigned int host_bits(unsigned int x) {
  return direct3d::reversebits(x) + direct3d::countbits(x); // expected-error {{call to 'reversebits', which is restrict(amp)}} expected-error {{call to 'countbits', which is restrict(amp)}} expected-note@*:* {{'reversebits' declared here}} expected-note@*:* {{'countbits' declared here}}
}
float both(float x) restrict(cpu, amp) { return direct3d::noise(x) + direct3d::saturate(x); } // expected-error {{call to 'noise', which is restrict(amp)}} expected-error {{call to 'saturate', which is restrict(amp)}} expected-note@*:* {{'noise' declared here}} expected-note@*:* {{'saturate' declared here}}

// Valid: the intrinsics in amp code; direct3d's host API in cpu code.
void kernel(array_view<float, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = direct3d::noise(v[i]) + direct3d::mad(v[i], 2.0f, 1.0f) + (float)direct3d::reversebits(7u);
  });
}
bool host_api() {
  accelerator acc;
  accelerator_view view = direct3d::create_accelerator_view(acc, true);
  direct3d::scoped_d3d_access_lock lock(view);
  return direct3d::is_timeout_disabled(view);
}
