// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-call-amp-function: cpu code cannot call restrict(amp)-only functions.
#include <amp.h>
using namespace concurrency;

int device_square(int x) restrict(amp) { return x * x; } // expected-note 3 {{'device_square' declared here}}

struct Vec {
  float x;
  Vec(float v) restrict(amp) : x(v) {} // expected-note {{'Vec' declared here}}
  float len() const restrict(amp) { return x; } // expected-note {{'len' declared here}}
};

int host(int x) {
  Vec v(1.0f);                       // expected-error {{call to 'Vec', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}}
  return device_square(x) + (int)v.len(); // expected-error {{call to 'device_square', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-error {{call to 'len', which is restrict(amp)}}
}

int both(int x) restrict(cpu, amp) { return device_square(x); } // expected-error {{call to 'device_square', which is restrict(amp), from restrict(cpu) code}}

int on_the_spot() {
  return [=]() restrict(amp) { return 1; }(); // expected-error {{call to lambda, which is restrict(amp), from restrict(cpu) code}} expected-note {{lambda declared here}}
}

template <typename T> T host_tmpl(T x) { return (T)device_square((int)x); } // expected-error {{call to 'device_square'}}
int use_tmpl() { return host_tmpl(2); }

// Valid neighbours: parallel_for_each receives an amp kernel without calling
// it; amp code calls amp code; lambdas nested in amp code inherit restrict(amp);
// cpu code calls cpu and cpu+amp functions and amp.h's own.
int twice(int x) restrict(cpu, amp) { return 2 * x; }
struct Kernel {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = device_square(i[0]); }
};
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = device_square(i[0]) + [=]() { return device_square(2); }();
  });
  parallel_for_each(out.extent, Kernel{out});
  parallel_for_each(out.extent.tile<1>(), [=](tiled_index<1> t) restrict(amp) {
    t.barrier.wait();
    out[t.global] = twice(1);
  });
  out[0] = twice(3);
}

// A range-for's begin() and end() are calls of the cpu code that holds it.
struct AmpRange {
  int d[2];
  const int *begin() const restrict(amp) { return d; } // expected-note {{'begin' declared here}}
  const int *end() const restrict(amp) { return d + 2; } // expected-note {{'end' declared here}}
};
int sum(const AmpRange &r) {
  int s = 0;
  for (int v : r) // expected-error {{call to 'begin', which is restrict(amp), from restrict(cpu) code}} expected-error {{call to 'end', which is restrict(amp)}}
    s += v;
  return s;
}

// A written cpu destructor runs its members' destructors: an amp-only one is
// a call of cpu code.
struct AmpOnlyDtor {
  int v;
  ~AmpOnlyDtor() restrict(amp) {} // expected-note {{'~AmpOnlyDtor' declared here}}
};
struct HoldsAmpOnlyDtor {
  AmpOnlyDtor member;
  ~HoldsAmpOnlyDtor() {} // expected-error {{call to '~AmpOnlyDtor', which is restrict(amp), from restrict(cpu) code}}
};

// cpu code handing an amp-only callable to a standard library template calls
// it there: reported at the library call, with the instantiation named.
#include <algorithm>
#include <functional>
#include <vector>
struct AmpLess {
  bool operator()(int a, int b) const restrict(amp) { return a < b; } // expected-note {{'operator()' declared here}}
};
struct BothLess {
  bool operator()(int a, int b) const restrict(cpu, amp) { return a < b; }
};
struct TwinLess {
  bool operator()(int a, int b) const restrict(amp) { return a < b; }
  bool operator()(int a, int b) const restrict(cpu) { return a > b; }
};
void library_calls(std::vector<int> &v) {
  std::sort(v.begin(), v.end(), AmpLess()); // expected-error {{call to 'operator()', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note {{in instantiation of 'sort<}}
  std::sort(v.begin(), v.end(), BothLess());
  std::sort(v.begin(), v.end(), TwinLess());
  auto twice = [](int x) restrict(amp) { return 2 * x; }; // expected-note {{lambda declared here}}
  std::function<int(int)> f = twice; // expected-error {{call to lambda, which is restrict(amp), from restrict(cpu) code}} expected-note {{in instantiation of 'function<}}
  auto both = [](int x) restrict(cpu, amp) { return 2 * x; };
  std::function<int(int)> g = both;
  v[0] = f(1) + g(2);
}
