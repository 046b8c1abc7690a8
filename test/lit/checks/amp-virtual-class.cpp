// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-virtual-class: classes used in amp code may not have virtual bases or virtual functions.
#include <amp.h>
using namespace concurrency;

struct Shape {
  int sides;
  virtual int area() const { return 0; } // expected-error {{class 'Shape' has virtual function 'area', which restrict(amp) code cannot use [amp-virtual-class]}}
  virtual ~Shape() {}                    // expected-error {{class 'Shape' has virtual function '~Shape'}}
};
struct Square : Shape { int side; };     // Shape's virtuals are reported on Shape

struct Root { int id; };
struct Diamond : virtual Root { int x; }; // expected-error {{class 'Diamond' has a virtual base}}

struct Amp {
  int n;
  virtual int get() restrict(amp) { return n; } // expected-error {{class 'Amp' has virtual function 'get'}} expected-note {{'Amp' is used in restrict(amp) code here}}
};

struct Holder { Shape s; };
union Either {
  int i;
  Square sq;
  Either() restrict(cpu, amp) : i(0) {} // expected-note 2 {{'Either' is used in restrict(amp) code here}}
  ~Either() restrict(cpu, amp) {}
};

int by_ref(const Square &s) restrict(amp) { return s.side; } // reported at the first use only
int by_holder(Holder h) restrict(amp) { return h.s.sides; }

void kernel(array_view<int, 1> out, Diamond host) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = host.x; // expected-note {{'Diamond' is used in restrict(amp) code here}}
  });
}

// Valid neighbours: no diagnostic.
struct Point { int x, y; int sum() const restrict(cpu, amp) { return x + y; } };
struct Point3 : Point { int z; };
struct Interface { virtual void run() = 0; };
void host_only(Interface &i) { i.run(); }
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Point3 p = {};
    out[i] = p.sum() + p.z;
  });
}
