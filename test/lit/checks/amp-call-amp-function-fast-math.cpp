// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// Rule amp-call-amp-function for concurrency::fast_math: its functions are
// restrict(amp) in Microsoft's <amp_math.h>, but the namespace ends by
// importing <cmath>'s C90 functions and exp2, fmax, fmin, log2, round, trunc
// (with their f forms): cpu code calling fast_math::sin calls std::sin. The
// names <cmath> lacks (sincos, rsqrt, ...) are errors at the call in cpu code,
// with a note at the declaration in <amp_math.h>.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
using namespace concurrency;

float host_more(float x) {
  float s, c;
  fast_math::sincosf(x, &s, &c); // expected-error {{call to 'sincosf', which is restrict(amp)}} expected-note@*:* {{'sincosf' declared here}}
  // CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:3: error: call to 'sincosf'
  return fast_math::rsqrtf(x) + fast_math::fabs(s) + c; // expected-error {{call to 'rsqrtf', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note@*:* {{'rsqrtf' declared here}}
  // CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:10: error: call to 'rsqrtf', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]
  // CHECK: amp_math.h:{{[0-9]+}}:{{[0-9]+}}: note: 'rsqrtf' declared here
}

// restrict(cpu, amp) code runs on the host too.
float both_amp_only(float x) restrict(cpu, amp) { return fast_math::rsqrt(x); } // expected-error {{call to 'rsqrt', which is restrict(amp), from restrict(cpu) code}} expected-note@*:* {{'rsqrt' declared here}}
// CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:58: error: call to 'rsqrt'

// Valid: the imported names in cpu and restrict(cpu, amp) code.
float host_sin(float x) { return fast_math::sin(x) + fast_math::sqrtf(x) + fast_math::exp2(x) + fast_math::truncf(x); }
double host_double(double x) { return fast_math::exp(x); } // std::exp(double): full precision
float both(float x) restrict(cpu, amp) { return fast_math::exp(x) + fast_math::fmax(x, 1.0f); }

// Valid: fast_math in amp code, <cmath> in cpu code, a restriction overload.
float device_sin(float x) restrict(amp) { return fast_math::sin(x); }
float host_cmath(float x) { return std::sin(x) + ::sqrtf(x); }
float twin(float x) restrict(cpu) { return std::cos(x); }
float twin(float x) restrict(amp) { return fast_math::cos(x); }
float use_twin(float x) { return twin(x); }
void kernel(array_view<float, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = fast_math::pow(v[i], 2.0f) + twin(v[i]); });
}

// Through `using namespace`, a plain name that the C library also declares is
// that function in cpu code (Microsoft's compiler picks it by restriction;
// here amp.h's wins the tie and computes the same on the host). A name the C
// library lacks is still amp-only.
namespace through_using {
using namespace concurrency::fast_math;
float host_plain(float x) { return sqrtf(x) + cosf(x) + sqrt(x); }
float host_amp_only(float x) { return rsqrtf(x); } // expected-error {{call to 'rsqrtf', which is restrict(amp), from restrict(cpu) code}} expected-note@*:* {{'rsqrtf' declared here}}
// CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:39: error: call to 'rsqrtf'
} // namespace through_using
