// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-mutable-kernel: kernels are const; a mutable lambda or a non-const operator() is rejected.
#include <amp.h>
using namespace concurrency;

void bad(array_view<int, 1> out) {
  int count = 0;
  // The C++ AMP spelling puts the restriction after `mutable`.
  parallel_for_each(out.extent, [=](index<1> i) mutable restrict(amp) { // expected-error {{kernel lambda is 'mutable'; kernels must not modify their captures, copy the value into a local variable instead [amp-mutable-kernel]}}
    count++;
    out[i] = count;
  });
  // Written the other way round, it breaks the grammar as well (amp-restriction-order).
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) mutable { out[i] = ++count; }); // expected-error {{kernel lambda is 'mutable'}} expected-error {{a lambda's restriction specifier must follow 'mutable'}}
}

struct NonConst {
  array_view<int, 1> out;
  int step;
  void operator()(index<1> i) restrict(amp) { out[i] = step++; } // expected-error {{kernel functor's operator() is not const; kernels must not modify their captures}}
};
void functor(array_view<int, 1> out) {
  parallel_for_each(out.extent, NonConst{out, 1}); // expected-note {{kernel launched here}}
  parallel_for_each(out.extent, NonConst{out, 2}); // one error per functor, at its operator()
}

template <typename T> void in_template(array_view<T, 1> out, T v) {
  parallel_for_each(out.extent, [=](index<1> i) mutable restrict(amp) { v += 1; out[i] = v; }); // expected-error {{kernel lambda is 'mutable'}}
}
template void in_template<int>(array_view<int, 1>, int);
template void in_template<float>(array_view<float, 1>, float);

// Valid: copy the capture into a local; mutable lambdas outside kernels.
struct Const {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = 1; }
};
void fine(array_view<int, 1> out) {
  int count = 0;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = count;
    local++;
    auto bump = [local]() mutable restrict(amp) { return ++local; };
    out[i] = bump();
  });
  parallel_for_each(out.extent, Const{out});
  auto host = [count]() mutable { return ++count; };
  host();
}
