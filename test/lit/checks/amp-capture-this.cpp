// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-capture-this: a kernel, or any restrict(amp) lambda, may not capture `this`.
#include <amp.h>
using namespace concurrency;

class Scaler {
  int factor = 2;

public:
  void run(array_view<int, 1> out) {
    parallel_for_each(out.extent, [this, out](index<1> i) restrict(amp) { // expected-error {{kernel captures 'this'; copy the members it needs into locals and capture those by value [amp-capture-this]}}
      out[i] *= factor;
    });
    parallel_for_each(out.extent, [=, *this](index<1> i) restrict(amp) { out[i] += 1; }); // by copy: fine
  }
  // Valid: copy the member into a local first.
  void fixed(array_view<int, 1> out) {
    int f = factor;
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] *= f; });
  }
};

template <typename T> struct Holder {
  T bias;
  void add(array_view<T, 1> out) {
    parallel_for_each(out.extent, [out, this](index<1> i) restrict(amp) { out[i] += bias; }); // expected-error {{kernel captures 'this'}}
  }
};
template struct Holder<int>;
template struct Holder<float>;

// A lambda in amp code is an amp lambda: `this` would be a pointer member.
struct Accum {
  int base = 1;
  int sum(int v) const restrict(amp) {
    auto add = [this](int x) { return base + x; }; // expected-error {{restrict(amp) lambda captures 'this'; copy the members it needs into locals and capture those by value [amp-capture-this]}}
    auto plus = [=](int x) { return base + x; };   // expected-error {{restrict(amp) lambda captures 'this'}}
    auto copy = [*this](int x) { return base + x; }; // a copy of the object: fine
    int b = base;
    auto local = [b](int x) { return b + x; };       // fine
    return add(v) + plus(v) + copy(v) + local(v);
  }
};
