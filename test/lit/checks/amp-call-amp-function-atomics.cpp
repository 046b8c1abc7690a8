// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-call-amp-function for the atomic functions: Microsoft declares
// atomic_fetch_add and the rest restrict(amp) only; host code uses std::atomic.
#include <amp.h>
#include <amp_bytes.h>
#include <atomic>
using namespace concurrency;

int host_add(int *p) { return atomic_fetch_add(p, 1); } // expected-error {{call to 'atomic_fetch_add', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note@*:* {{'atomic_fetch_add' declared here}}
bool host_cas(unsigned int *p, unsigned int *e) {
  return concurrency::atomic_compare_exchange(p, e, 1u); // expected-error {{call to 'atomic_compare_exchange', which is restrict(amp)}} expected-note@*:* {{'atomic_compare_exchange' declared here}}
}
int host_rest(int *p, float *f) {
  return atomic_fetch_max(p, 2) + atomic_fetch_inc(p) + (int)atomic_exchange(f, 1.0f); // expected-error {{call to 'atomic_fetch_max'}} expected-error {{call to 'atomic_fetch_inc'}} expected-error {{call to 'atomic_exchange'}} expected-note@*:* {{'atomic_fetch_max' declared here}} expected-note@*:* {{'atomic_fetch_inc' declared here}} expected-note@*:* {{'atomic_exchange' declared here}}
}

// Valid: atomics in amp code; std::atomic and <amp_bytes.h>'s helpers (which
// run in cpu and amp code alike) on the host.
int host_std(std::atomic<int> &a, unsigned int *words) { return a.fetch_add(1) + (int)amp_bytes::increment_byte(words, 3); }
void kernel(array_view<int, 1> v, array_view<unsigned int, 1> w) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&v[0], 1);
    amp_bytes::add_byte(w, (unsigned int)i[0], 1u);
  });
}
