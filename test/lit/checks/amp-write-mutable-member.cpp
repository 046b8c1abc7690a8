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

// A lambda kernel's captured objects are its kernel object too, and a const
// method writing a mutable member writes the object it is called on.
struct Tally {
  mutable int c; // expected-note 3 {{'c' declared here}}
  void bump() const restrict(amp) { c++; }
  int get() const restrict(amp) { return c; }
};
struct Bumps {
  array_view<int, 1> out;
  Tally t;
  void operator()(index<1> i) const restrict(amp) {
    t.bump(); // expected-error {{kernel writes mutable member 'c' of its kernel object; kernels are const [amp-write-mutable-member]}}
    out[i] = t.get();
  }
};
void captured(array_view<int, 1> out) {
  Tally t{0};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    t.c++; // expected-error {{kernel writes mutable member 'c' of its kernel object; kernels are const [amp-write-mutable-member]}}
    out[i] = t.c;
  });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    t.bump(); // expected-error {{kernel writes mutable member 'c' of its kernel object; kernels are const [amp-write-mutable-member]}}
    Tally copy = t; // a copy is the kernel's own
    copy.c = 3;
    copy.bump();
    out[i] = copy.get();
  });
  parallel_for_each(out.extent, Bumps{out, t});
}
