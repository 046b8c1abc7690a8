// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-int-pointer-cast: amp code cannot convert between integers and pointers.
#include <amp.h>
#include <cstdint>
using namespace concurrency;

long address_of(int &x) restrict(amp) {
  return (long)&x; // expected-error {{cast between integer and pointer in restrict(amp) code: 'int *' to 'long' [amp-int-pointer-cast]}}
}

int *forge(unsigned int bits) restrict(amp) {
  return reinterpret_cast<int *>(bits); // expected-error {{cast between integer and pointer in restrict(amp) code: 'unsigned int' to 'int *'}}
}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int v = i[0];
    out[i] = (int)reinterpret_cast<std::uintptr_t>(&v); // expected-error {{'int *' to 'std::uintptr_t'}}
  });
}

int through_reference() restrict(amp) {
  int i = 0;
  int *&r = (int *&)i; // expected-error {{cast between integer and pointer in restrict(amp) code: 'int' to 'int *&'}}
  return *r;
}

// Valid neighbours: null pointers, pointer comparisons, pointer-to-bool tests,
// integer and pointer casts of their own kinds; casts in cpu code.
int fine(int *p, float f) restrict(amp) {
  int *q = 0;
  int *r = nullptr;
  float *pf = reinterpret_cast<float *>(p);
  int *&rp = (int *&)p; // a pointer seen as a pointer: no conversion
  return (p == q) + (r ? 1 : 0) + (int)f + (pf != nullptr);
}
long host(int *p) { return (long)p; }
