// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-kernel-not-amp: the kernel's operator() must be restrict(amp).
#include <amp.h>
using namespace concurrency;

struct HostFunctor {
  void operator()(index<1> i) const {} // expected-note {{'operator()' declared here}}
};

void bad(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) { out[i] = 1; }); // expected-error {{kernel passed to parallel_for_each must be restrict(amp) [amp-kernel-not-amp]}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(cpu) { out[i] = 1; }); // expected-error {{must be restrict(amp)}}
  parallel_for_each(out.extent, HostFunctor()); // expected-error {{must be restrict(amp)}}
}

// Valid: restrict(amp) and restrict(cpu, amp) kernels, lambdas and functors.
struct AmpFunctor {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = 2; }
};
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = 1; });
  parallel_for_each(out.extent, [=](index<1> i) restrict(cpu, amp) { out[i] = 1; });
  parallel_for_each(out.extent, AmpFunctor{out});
}
