// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-recursion: amp functions cannot recurse, directly or through others.
#include <amp.h>
using namespace concurrency;

int fact(int n) restrict(amp) { // expected-note {{'fact' declared here}}
  return n <= 1 ? 1 : n * fact(n - 1); // expected-error {{function 'fact' calls itself; restrict(amp) code cannot recurse [amp-recursion]}}
}

int odd(int n) restrict(amp);
int even(int n) restrict(amp) { return n == 0 ? 1 : odd(n - 1); } // expected-note {{'even' declared here}}
int odd(int n) restrict(amp) { return n == 0 ? 0 : even(n - 1); } // expected-error {{function 'even' is recursive through 'even' -> 'odd' -> 'even'; restrict(amp) code cannot recurse [amp-recursion]}}

struct Walker {
  int step(int n) const restrict(amp) { return n ? step(n - 1) : 0; } // expected-error {{function 'step' calls itself}} expected-note {{'step' declared here}}
};

template <typename T> T twice(T x, int n) restrict(amp) { // expected-note {{'twice<float>' declared here}}
  return n ? twice(x, n - 1) : x;                         // expected-error {{function 'twice<float>' calls itself}}
}

void kernel(array_view<int, 1> out) {
  Walker w;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = fact(i[0]) + even(i[0]) + w.step(1) + (int)twice(1.0f, 2);
  });
}

// Valid neighbours: a chain without a cycle, the same helper called twice,
// and a cpu function that recurses.
int leaf(int n) restrict(amp) { return n + 1; }
int mid(int n) restrict(amp) { return leaf(n) + leaf(n + 1); }
int top(int n) restrict(amp) { return mid(n) + leaf(n); }
int host_fact(int n) { return n <= 1 ? 1 : n * host_fact(n - 1); }
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = top(i[0]) + [=]() restrict(amp) { return mid(1); }();
  });
}

// A destructor recursing through the destructor of a local of its own class.
struct Countdown {
  int d;
  ~Countdown() restrict(amp) { // expected-note {{'~Countdown' declared here}}
    if (d > 0) {
      Countdown next{d - 1}; // expected-error {{function '~Countdown' calls itself; restrict(amp) code cannot recurse [amp-recursion]}}
    }
  }
};
void destroys(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Countdown c{i[0]};
    out[i] = c.d;
  });
}

// An unevaluated operand names a function without calling it: no recursion.
int unevaluated_g(int n) restrict(amp);
int unevaluated_f(int n) restrict(amp) {
  decltype(unevaluated_g(n)) r = n;
  return r + static_cast<int>(sizeof(unevaluated_f(n))) + noexcept(unevaluated_f(n));
}
int unevaluated_g(int n) restrict(amp) { return unevaluated_f(n) + 1; }
