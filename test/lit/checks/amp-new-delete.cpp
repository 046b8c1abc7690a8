// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-new-delete: amp code has no heap.
#include <amp.h>
#include <new>
using namespace concurrency;

struct Cell { int v; };

int heap(int x) restrict(amp) {
  int *p = new int(x); // expected-error {{new expression in restrict(amp) code [amp-new-delete]}}
  int r = *p;
  delete p;            // expected-error {{delete expression in restrict(amp) code [amp-new-delete]}}
  return r;
}

struct Kernel {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
    Cell *cells = new Cell[4]; // expected-error {{new expression}}
    delete[] cells;            // expected-error {{delete expression}}
  }
};

int placement(int x) restrict(amp) {
  Cell storage;
  Cell *c = new (&storage) Cell{x}; // expected-error {{new expression}}
  return c->v;
}

// Valid neighbours: locals instead of the heap; new in cpu code.
int local(int x) restrict(amp) {
  Cell c = {x};
  Cell many[4] = {};
  return c.v + many[0].v;
}
int host(int x) {
  int *p = new int(x);
  int r = *p;
  delete p;
  return r;
}
// alloca allocates a run-time size on the stack: no more possible than new.
int stack_scratch(int n) restrict(amp) {
  int *p = (int *)__builtin_alloca(n * 4); // expected-error {{dynamic stack allocation ('alloca') in restrict(amp) code [amp-new-delete]}}
  p[0] = n;
  return p[0];
}
