// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// Rule amp-call-amp-function for concurrency::fast_math: Microsoft declares
// every function of it restrict(amp), so cpu code calling one is an error at
// the call, with a note at the declaration in <amp_math.h>.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
using namespace concurrency;

float host_sin(float x) { return fast_math::sin(x); } // expected-error {{call to 'sin', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note@*:* {{'sin' declared here}}
// CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:34: error: call to 'sin', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]
// CHECK: amp_math.h:{{[0-9]+}}:{{[0-9]+}}: note: 'sin' declared here

float host_more(float x) {
  float s, c;
  fast_math::sincosf(x, &s, &c); // expected-error {{call to 'sincosf', which is restrict(amp)}} expected-note@*:* {{'sincosf' declared here}}
  // CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:3: error: call to 'sincosf'
  return fast_math::sqrtf(x) + fast_math::fabs(s) + c; // expected-error {{call to 'sqrtf', which is restrict(amp)}} expected-error {{call to 'fabs', which is restrict(amp)}} expected-note@*:* {{'sqrtf' declared here}} expected-note@*:* {{'fabs' declared here}}
  // CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:10: error: call to 'sqrtf'
  // CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-2]]:32: error: call to 'fabs'
}

// restrict(cpu, amp) code runs on the host too.
float both(float x) restrict(cpu, amp) { return fast_math::exp(x); } // expected-error {{call to 'exp', which is restrict(amp), from restrict(cpu) code}} expected-note@*:* {{'exp' declared here}}
// CHECK: amp-call-amp-function-fast-math.cpp:[[@LINE-1]]:49: error: call to 'exp'

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
