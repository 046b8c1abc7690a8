// RUN: %amp-clang -fms-compatibility -fsyntax-only -Xclang -verify %s
// A class template naming a class template declared after it. Visual C++
// looks names in a template up when it is instantiated; Clang's
// -fdelayed-template-parsing (which amp-clang's -fms-compatibility passes)
// delays only function template bodies, and an enumerator's initializer in
// a class template is parsed where it is written (docs/msvc.md). Declare
// CountBits first. This test fails when that changes.
#include <amp.h>

template <unsigned N> struct IsPow2 {
  enum { r = CountBits<N, 0x80000000u>::r == 1 }; // expected-error {{no template named 'CountBits'}}
};
template <unsigned N, unsigned M> struct CountBits {
  enum { r = ((N & M) ? 1 : 0) + CountBits<N, M / 2>::r };
};
template <unsigned N> struct CountBits<N, 0> {
  enum { r = 0 };
};

// In a function template's body the later declaration is found.
template <unsigned N> bool is_pow2() { return CountBits2<N, 0x80000000u>::r == 1; }
template <unsigned N, unsigned M> struct CountBits2 {
  enum { r = ((N & M) ? 1 : 0) + CountBits2<N, M / 2>::r };
};
template <unsigned N> struct CountBits2<N, 0> {
  enum { r = 0 };
};

int main() { return is_pow2<64>() ? 0 : 1; }
