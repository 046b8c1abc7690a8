// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-write-mutable-member: a kernel may not write a mutable member of its kernel object.
#include <amp.h>
using namespace concurrency;

struct Counter {
  int x;
};
struct Kernel {
  array_view<int, 1> out;
  mutable int calls; // expected-note 3 {{'calls' declared here}}
  mutable Counter state; // expected-note {{'state' declared here}}
  mutable int hist[4]; // expected-note {{'hist' declared here}}
  void operator()(index<1> i) const restrict(amp) {
    calls++; // expected-error {{kernel writes mutable member 'calls' of its kernel object; kernels are const [amp-write-mutable-member]}}
    this->calls = 0; // expected-error {{kernel writes mutable member 'calls'}}
    calls += 2; // expected-error {{kernel writes mutable member 'calls'}}
    state.x = 1; // expected-error {{kernel writes mutable member 'state'}}
    hist[i[0] % 4] = 1; // expected-error {{kernel writes mutable member 'hist'}}
    out[i] = calls + state.x; // reading is fine
  }
};
void run(array_view<int, 1> out) { parallel_for_each(out.extent, Kernel{out, 0, {0}, {}}); }

// Valid: a mutable member of a class that is not the kernel object; locals.
struct Cache {
  mutable int hits;
  int get() const restrict(amp) { return hits; }
};
struct Fine {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
    Cache c;
    c.hits = 3;
    int local = c.get();
    out[i] = ++local;
  }
};
void fine(array_view<int, 1> out) { parallel_for_each(out.extent, Fine{out}); }
