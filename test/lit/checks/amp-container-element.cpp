// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-container-element: array and array_view elements must be amp-compatible.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Empty { int get() { return 1; } };
struct Base { int m; };
struct VirtualBase : virtual Base {};
struct Polymorphic { virtual ~Polymorphic() {} int m; };
struct HoldsView { array_view<int, 1> v; };
template <int N, typename T> struct Box { T m; int i; };
enum Small : short { S0 };

void host(std::vector<int> &data) {
  array<Empty, 1> a(10); // expected-error {{type 'Empty' cannot be the element type of concurrency::array: its size, 1 bytes, is not a multiple of 4 bytes [amp-container-element]}}
  array<VirtualBase, 1> b(10); // expected-error {{type 'VirtualBase' cannot be the element type of concurrency::array: it has a virtual base class}}
  std::vector<Polymorphic> pv(4);
  array_view<Polymorphic, 1> c(4, pv); // expected-error {{type 'Polymorphic' cannot be the element type of concurrency::array_view: it has virtual functions}}
  array<array<int>, 1> d(16); // expected-error {{containers do not nest}}
  std::vector<HoldsView> hv(1, HoldsView{array_view<int, 1>(data)});
  array_view<HoldsView, 1> e(1, hv); // expected-error {{type 'HoldsView' cannot be the element type of concurrency::array_view: it is or holds a concurrency::array or array_view}}
  array<Box<1, char>, 1> f(1); // expected-error {{type 'Box<1, char>' cannot be the element type of concurrency::array: it holds char, which is not an amp type (use int)}}
  array<Box<2, Small>, 1> g(1); // expected-error {{it holds short}}
}

// Valid neighbours: no diagnostic.
struct Point { float x, y; };
struct Derived : Base { int n; };
void fine(std::vector<int> &data) {
  array<Point, 2> p(4, 4);
  array<Derived, 1> d(8);
  array<Box<3, double>, 1> b(2);
  array_view<const int, 1> v(data);
  array<unsigned int, 1> u(4);
  parallel_for_each(p.extent, [&p](index<2> i) restrict(amp) { p[i].x = 1.0f; });
}
