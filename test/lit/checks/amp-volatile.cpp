// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-volatile: volatile types are not allowed in amp code.
#include <amp.h>
using namespace concurrency;

typedef volatile int vint;
struct Flags { volatile int ready; };
struct Plain { int ready; };

int bad_param(volatile int *p) restrict(amp) { return *p; } // expected-error {{volatile type 'volatile int' is not allowed in restrict(amp) code [amp-volatile]}}

struct Counter {
  int n;
  int get() volatile restrict(amp) { return n; } // expected-error {{volatile type 'volatile Counter'}}
  int fine() const restrict(amp) { return n; }
};

template <class T> int load(T &v) restrict(amp) { return v; } // expected-error {{volatile type 'volatile int'}}

void kernel(array_view<int, 1> out, Flags host_flags) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    volatile int a = 1;         // expected-error {{volatile type 'volatile int'}}
    vint b = 2;                 // expected-error {{volatile type 'vint' (aka 'volatile int')}}
    Flags f;                    // expected-error {{volatile type 'volatile int'}}
    int c = *(volatile int *)&a; // expected-error {{volatile type 'volatile int'}}
    int d = host_flags.ready;   // expected-error {{volatile type 'volatile int'}}
    out[i] = a + b + c + d + f.ready + load<volatile int>(a); // expected-error {{volatile type 'volatile int'}} expected-note {{in instantiation of 'load<volatile int>' requested here}}
  });
}

// Valid neighbours: no diagnostic.
volatile int host_counter;
void host_only(volatile int *p) { *p = 1; }
int fine(const int *p, Plain q) restrict(amp) { return *p + q.ready; }
void plain(array_view<int, 1> out, Plain pl) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    const int c = 3;
    out[i] = fine(&c, pl) + load<const int>(c);
  });
}
