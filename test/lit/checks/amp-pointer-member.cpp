// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-pointer-member: classes used in amp code may not have pointer or reference members.
#include <amp.h>
using namespace concurrency;

struct Node {
  int value;
  Node *next; // expected-error {{class 'Node' has pointer member 'next', which restrict(amp) code cannot use [amp-pointer-member]}}
};

struct Wrapper {
  const int &ref; // expected-error {{class 'Wrapper' has reference member 'ref'}}
};

struct Outer {
  int n;
  Node inner; // reported once, on Node
};

template <class T> struct Box {
  T item; // expected-error {{class 'Box<float *>' has pointer member 'item'}}
};

struct Functor {
  int *out; // expected-error {{class 'Functor' has pointer member 'out'}}
  void operator()(index<1> i) const restrict(amp) { out[i[0]] = 0; } // expected-note {{'Functor' is used in restrict(amp) code here}}
};

struct Handler {
  int on(int);
};
struct Dispatch {
  int (Handler::*handle)(int); // expected-error {{class 'Dispatch' has pointer member 'handle'}}
  int Handler::*field;         // expected-error {{class 'Dispatch' has pointer member 'field'}}
  int code;
};
int route(const Dispatch &d) restrict(amp) { return d.code; } // expected-note 2 {{'Dispatch' is used in restrict(amp) code here}}

int sum(Node n) restrict(amp) { return n.value; } // expected-note {{'Node' is used in restrict(amp) code here}}
int twice(Outer o) restrict(amp) { return o.n; }  // Node already reported

void kernel(array_view<int, 1> out, Wrapper w) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Box<float *> b;  // expected-note {{'Box<float *>' is used in restrict(amp) code here}}
    out[i] = w.ref; // expected-note {{'Wrapper' is used in restrict(amp) code here}}
  });
}

// Valid neighbours: no diagnostic.
struct HoldsArray {
  array<int, 1> &data; // a reference to concurrency::array is allowed
  int n;
};
struct Linked { Linked *next; };
void host_only(Linked l) {}
int fine(HoldsArray &h, Box<int> b) restrict(amp) { return h.n + b.item; }
void ok(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    Box<int> b = {2};
    out[i] = b.item;
  });
}

// `[*this]` copies the object into the kernel: its class is an amp type.
struct Runner {
  int *scratch; // expected-error {{class 'Runner' has pointer member 'scratch', which restrict(amp) code cannot use}}
  int v = 1;
  void run(array_view<int, 1> out) {
    parallel_for_each(out.extent, [=, *this](index<1> i) restrict(amp) { out[i] = v; }); // expected-note {{'Runner' is used in restrict(amp) code here}}
  }
};
struct PlainRunner {
  int v = 2;
  void run(array_view<int, 1> out) {
    parallel_for_each(out.extent, [=, *this](index<1> i) restrict(amp) { out[i] = v; });
  }
};

// An array of pointers is pointer members too.
struct PointerTable {
  int *rows[2]; // expected-error {{class 'PointerTable' has pointer member 'rows', which restrict(amp) code cannot use}}
};
int rows(int i) restrict(amp) {
  PointerTable t; // expected-note {{'PointerTable' is used in restrict(amp) code here}}
  return i;
}

// A cpu lambda's closure copied into amp code is a class of amp code: its
// pointer and by-reference captures are its pointer and reference members.
void closures(array_view<int, 1> out, int *p, int k) {
  auto byPointer = [p] { return *p; }; // expected-error-re {{class '(lambda at {{.*}})' has pointer member 'p', which restrict(amp) code cannot use}}
  auto byReference = [&k] { return k; }; // expected-error-re {{class '(lambda at {{.*}})' has reference member 'k'}}
  auto byValue = [k](int x) { return x + k; };
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    auto a = byPointer;   // expected-note-re {{'(lambda at {{.*}})' is used in restrict(amp) code here}}
    auto b = byReference; // expected-note-re {{'(lambda at {{.*}})' is used in restrict(amp) code here}}
    auto c = byValue;     // values only: a valid class
    out[i] = 1;
  });
}

// A class template specialization that amp code names only through a local
// pointer is instantiated to be judged, as Visual C++ does.
template <class T> struct TNode {
  T v;
  TNode *next; // expected-error {{class 'TNode<int>' has pointer member 'next', which restrict(amp) code cannot use [amp-pointer-member]}}
};
int walk() restrict(amp) {
  TNode<int> *n = nullptr; // expected-note {{'TNode<int>' is used in restrict(amp) code here}}
  return n ? 1 : 0;
}
