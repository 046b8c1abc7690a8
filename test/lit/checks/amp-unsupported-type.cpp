// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-unsupported-type: 16-bit and wider-than-long integers, long double
// and wide character types are not amp types, nor are amp.h's host-only
// classes (accelerator, accelerator_view, completion_future, exceptions).
#include <amp.h>
using namespace concurrency;

int p_short(short s) restrict(amp) { return s; } // expected-error {{type 'short' is not allowed in restrict(amp) code: 16-bit integers are not supported on the accelerator, use int [amp-unsupported-type]}}
unsigned short r_ushort() restrict(amp) { return 0; } // expected-error {{type 'unsigned short'}}
struct Wide { long long big; };
enum Small : short { S0, S1 };
int p_small(Small s) restrict(amp) { return s == S1; } // expected-error {{type 'Small' is not allowed in restrict(amp) code: 16-bit integers}}
enum class Switch : bool { Off, On };
int p_switch(Switch s) restrict(amp) { return s == Switch::On; } // expected-error {{type 'Switch' is not allowed in restrict(amp) code: an enumeration's underlying type must be int, unsigned int, long or unsigned long}}
enum Wide32 : unsigned long { W0 };
int p_wide32(Wide32 w) restrict(amp) { return w == W0; }

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    long double x = 1.0;   // expected-error {{type 'long double' is not allowed in restrict(amp) code: extended floating point}}
    wchar_t w = 0;         // expected-error {{type 'wchar_t'}}
    Wide wide;             // expected-error {{type 'long long' is not allowed in restrict(amp) code: integers wider than 'long'}}
    out[i] = (int)(unsigned long long)i[0]; // expected-error {{type 'unsigned long long'}}
  });
}

// amp.h's host-only classes, even behind a pointer or reference.
int p_view(accelerator_view &av) restrict(amp) { return 0; } // expected-error {{type 'Concurrency::accelerator_view' is not allowed in restrict(amp) code: it is host API of concurrency}}
int l_acc() restrict(cpu, amp) {
  accelerator *a = nullptr;          // expected-error {{type 'Concurrency::accelerator' is not allowed in restrict(amp) code}}
  const completion_future *f = nullptr; // expected-error {{type 'Concurrency::completion_future'}}
  return a == nullptr && f == nullptr;
}
void capture_view(array_view<int, 1> out, accelerator_view av) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    (void)av; // expected-error {{type 'accelerator_view' is not allowed in restrict(amp) code}}
    out[i] = 0;
  });
}

// Valid neighbours: long, unsigned long, double and float are amp types; the
// banned types are fine in cpu code.
long fine(unsigned long u, double d, float f) restrict(amp) { return (long)u + (long)(d * f); }
short host_only(short s, long long l) { return (short)(s + l); }
accelerator_view host_view(accelerator_view av) { return av; }
void fine_kernel(array_view<long, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = fine(2ul, 1.5, 2.0f); });
}
// An amp member function of a local class is judged once, as a function of its own.
int holds_local_class(int x) restrict(amp) {
  struct Local {
    int amp_member() restrict(amp) { short s = 1; return s; } // expected-error {{type 'short' is not allowed in restrict(amp) code}}
  };
  Local l;
  return l.amp_member() + x;
}
// A template's error names the instantiation that broke the rule, and where it was asked for.
template <class T> int narrowed(T t) restrict(amp) { return (int)t; } // expected-error {{type 'long long' is not allowed}}
int calls_narrowed() restrict(amp) {
  return narrowed(1) + narrowed(2.0) + narrowed(3LL); // expected-note {{in instantiation of 'narrowed<long long>' requested here}}
}
// A variable-length array (a Clang extension) has no fixed size.
int sums_vla(int n) restrict(amp) { // expected-note {{declared here}}
  int scratch[n]; // expected-error {{type 'int[n]' is not allowed in restrict(amp) code: a variable-length array's size must be a constant expression}} expected-warning {{variable length arrays}} expected-note {{function parameter 'n'}}
  scratch[0] = n;
  return scratch[0];
}
