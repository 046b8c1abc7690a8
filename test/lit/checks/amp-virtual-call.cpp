// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-virtual-call: no virtual dispatch in amp code. (The classes are also
// reported by amp-virtual-class; this rule points at each call.)
#include <amp.h>
using namespace concurrency;

struct Shape {
  virtual int area() const restrict(amp) { return 0; } // expected-note 2 {{'area' declared here}} expected-error {{[amp-virtual-class]}} expected-note {{'Shape' is used}}
};
struct Square final : Shape {
  int side = 2;
  int area() const restrict(amp) override { return side * side; } // expected-error {{[amp-virtual-class]}} expected-note {{'Square' is used}}
};

int measure(const Shape &s) restrict(amp) { //
  return s.area(); // expected-error {{virtual call to 'area' in restrict(amp) code [amp-virtual-call]}}
}

struct Measurer {
  int operator()(const Shape *s) const restrict(amp) { //
    return s->area(); // expected-error {{virtual call to 'area' in restrict(amp) code}}
  }
};

// Valid neighbours: a qualified call and a call on a final class are static.
int exact(const Shape &s) restrict(amp) { return s.Shape::area(); } //
int final_call(const Square &q) restrict(amp) { return q.area(); } //
struct Plain { int f() const restrict(amp) { return 1; } };
int plain(const Plain &p) restrict(amp) { return p.f(); }
