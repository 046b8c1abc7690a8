// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-kernel-too-large: at most 16,384 bytes of captured data per kernel.
#include <amp.h>
using namespace concurrency;

struct Big { float v[4096]; };    // 16,384 bytes: exactly the limit
struct Small { float v[16]; };    // 64 bytes

void lambda(array_view<float, 1> out) {
  Big big = {};
  Small a = {}, b = {};
  int n = 1;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { // expected-error {{kernel captures 16556 bytes, more than the 16384 bytes an accelerator accepts; pass large data through an array_view [amp-kernel-too-large]}}
    out[i] = big.v[i[0]] + a.v[0] + b.v[0] + (float)n;
    // expected-note@-1 {{'big' takes 16384 bytes}} expected-note@-1 {{'a' takes 64 bytes}} expected-note@-1 {{'b' takes 64 bytes}}
  });
}

struct Huge {
  array_view<float, 1> out; // expected-note {{'out' takes 40 bytes}}
  float table[5000]; // expected-note {{'table' takes 20000 bytes}}
  int k; // expected-note {{'k' takes 4 bytes}}
  void operator()(index<1> i) const restrict(amp) { out[i] = table[i[0] % 5000] + (float)k; }
};
void functor(const Huge &h) {
  parallel_for_each(h.out.extent, h); // expected-error {{kernel captures 20048 bytes}}
}

template <int N> struct Block { int v[N]; };
template <int N> void in_template(array_view<int, 1> out) {
  Block<N> blk = {};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = blk.v[0]; }); // expected-error {{kernel captures 20040 bytes}} expected-note {{'blk' takes 20000 bytes}} expected-note {{'out' takes 40 bytes}}
}
template void in_template<5000>(array_view<int, 1>);
template void in_template<10>(array_view<int, 1>); // small: fine

// Valid: exactly 16,384 bytes; large data through an array_view; small captures.
struct Limit { float v[4086]; }; // 16,344 bytes + a 40-byte array_view = 16,384
void fine(array_view<float, 1> out, array_view<const float, 1> large) {
  Limit lim = {};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = lim.v[0]; });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = large[i]; });
}
