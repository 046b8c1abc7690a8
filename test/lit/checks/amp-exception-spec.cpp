// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-exception-spec: an amp function declarator has no dynamic exception specification.
#include <amp.h>
using namespace concurrency;

#define GPU restrict(amp)
#define NOTHROW throw()

int f(int x) restrict(amp) throw(); // expected-error {{restrict(amp) function 'f' has a dynamic exception specification; amp functions cannot have one, not even throw() [amp-exception-spec]}}
int g(int x) restrict(cpu, amp) throw(int) { return x; } // expected-error {{restrict(amp) function 'g' has a dynamic exception specification}}
int h(int x) GPU NOTHROW { return x; } // expected-error {{restrict(amp) function 'h' has a dynamic exception specification}}

__declspec(nothrow) int k(int x) restrict(amp) { return x; } // expected-error {{restrict(amp) function 'k' has a __declspec(nothrow); amp functions cannot have one, not even throw() [amp-exception-spec]}}
__declspec(nothrow) int k2(int x) restrict(cpu) { return x; } // fine: cpu only

struct S {
  int m() const restrict(amp) throw(float) { return 1; } // expected-error {{restrict(amp) function 'm' has a dynamic exception specification}}
  int n() const restrict(amp) noexcept { return 1; } // fine: noexcept
};

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    auto l = [](int v) restrict(amp) throw() { return v; }; // expected-error {{restrict(amp) function 'operator()' has a dynamic exception specification}}
    out[i] = l(i[0]);
  });
}

// Valid: cpu functions keep theirs; implicit members have computed ones.
int c(int x) restrict(cpu) throw() { return x; }
int c2(int x) throw(int) { return x; }
struct T {
  int v;
  T() restrict(cpu, amp) : v(0) {}
  ~T() restrict(cpu, amp) {}
};
int use(int x) restrict(amp) {
  T t;
  return t.v + x;
}
