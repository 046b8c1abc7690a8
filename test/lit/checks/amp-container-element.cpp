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

// Pointers and references are neither elements nor members of amp data, and
// the types amp code cannot hold are no elements either: an error where the
// container is declared, kernel or not.
struct HoldsPointer { int *p; int q; };
struct HoldsReference { int &r; int q; };
struct HoldsLongLong { long long x; int a, b; };
void not_amp_types(HoldsReference *refs) {
  array<int *, 1> a(16); // expected-error {{type 'int *' cannot be the element type of concurrency::array: it is or holds int * (pointers and references are neither elements nor members of amp data)}}
  array<HoldsPointer, 1> b(16); // expected-error {{type 'HoldsPointer' cannot be the element type of concurrency::array: it is or holds int *}}
  array_view<HoldsReference, 1> c(4, refs); // expected-error {{type 'HoldsReference' cannot be the element type of concurrency::array_view: it is or holds int &}}
  array<HoldsLongLong, 1> d(16); // expected-error {{type 'HoldsLongLong' cannot be the element type of concurrency::array: it is or holds long long: integers wider than 'long' are not supported}}
  array<std::nullptr_t, 1> e(16); // expected-error {{type 'std::nullptr_t' cannot be the element type of concurrency::array: it is or holds std::nullptr_t}}
  array<long double, 1> f(16); // expected-error {{it is or holds long double: extended floating point}}
  array<unsigned long long, 2> g(4, 4); // expected-error {{it is or holds unsigned long long}}
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
  array<long, 1> l(4);
  array<unsigned long, 1> ul(4);
  parallel_for_each(p.extent, [&p](index<2> i) restrict(amp) { p[i].x = 1.0f; });
}
