// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-call-amp-function for concurrency::precise_math: its functions are
// restrict(amp) in Microsoft's <amp_math.h>, in float and double alike, but
// the namespace ends by importing <cmath>'s (C90, C99 and their f forms), so
// cpu code calling precise_math::sqrt calls std::sqrt. Only the names <cmath>
// lacks, and the classification functions, are errors in cpu code.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
using namespace concurrency;

int host_classify(double x) { return precise_math::isnan(x); } // expected-error {{call to 'isnan', which is restrict(amp)}} expected-note@*:* {{'isnan' declared here}}
float host_amp_only(float x) { return precise_math::sinpi(x) + precise_math::rsqrtf(x); } // expected-error {{call to 'sinpi', which is restrict(amp)}} expected-error {{call to 'rsqrtf', which is restrict(amp)}} expected-note@*:* {{'sinpi' declared here}} expected-note@*:* {{'rsqrtf' declared here}}

// Valid: the imported names in cpu code (std's overloads, ints included), in
// templates and through `using namespace`; precise_math in amp code.
double host_sqrt(double x) { return precise_math::sqrt(x) + precise_math::sqrt(2); }
float host_float(float x) { return precise_math::cbrtf(x) + precise_math::erf(x) + precise_math::tgammaf(x); }
template <typename T> T generic_pow(T x) { return precise_math::pow(x, x); }
double use_generic() { return generic_pow(2.0); }
namespace through_using {
using namespace concurrency::precise_math;
double host_plain(double x) { return acosh(x) + hypot(x, x) + nextafter(x, 0.0); }
} // namespace through_using
double host_cmath(double x) { return std::sqrt(x) + std::erf(x); }
void kernel(array_view<double, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = precise_math::sqrt(v[i]) + precise_math::fma(v[i], 2.0, 1.0);
  });
}
