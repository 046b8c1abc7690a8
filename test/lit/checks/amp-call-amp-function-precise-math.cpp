// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-call-amp-function for concurrency::precise_math: restrict(amp) only
// in Microsoft's <amp_math.h>, in float and double alike.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
using namespace concurrency;

double host_sqrt(double x) { return precise_math::sqrt(x); } // expected-error {{call to 'sqrt', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note@*:* {{'sqrt' declared here}}
float host_float(float x) { return precise_math::cbrtf(x) + precise_math::erf(x); } // expected-error {{call to 'cbrtf', which is restrict(amp)}} expected-error {{call to 'erf', which is restrict(amp)}} expected-note@*:* {{'cbrtf' declared here}} expected-note@*:* {{'erf' declared here}}
int host_classify(double x) { return precise_math::isnan(x); } // expected-error {{call to 'isnan', which is restrict(amp)}} expected-note@*:* {{'isnan' declared here}}

template <typename T> T generic_pow(T x) { return precise_math::pow(x, x); } // expected-error {{call to 'pow', which is restrict(amp)}} expected-note@*:* {{'pow' declared here}}
double use_generic() { return generic_pow(2.0); }

// Valid: precise_math in amp code, <cmath> on the host.
double host_cmath(double x) { return std::sqrt(x) + std::erf(x); }
void kernel(array_view<double, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = precise_math::sqrt(v[i]) + precise_math::fma(v[i], 2.0, 1.0);
  });
}
