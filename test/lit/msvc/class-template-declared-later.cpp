// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck --check-prefix=DEFAULT %s
// A class template naming a class template declared after it. Visual C++
// looks names in a template up when it is instantiated; Clang's
// -fdelayed-template-parsing delays only function template bodies, and an
// enumerator's initializer in a class template is parsed where it is written.
// Under -fms-compatibility the front end inserts a forward declaration of the
// later template (its template-head without default arguments, on the line
// of the template naming it) before the template naming it (docs/msvc.md),
// in a namespace too. Without the flag, Clang's error.
// DEFAULT: error: no template named 'CountBits'
#include <amp.h>
#include <cstdio>

template <unsigned N> struct IsPow2 {
  enum { r = CountBits<N, 0x80000000u>::r == 1 };
};
template <unsigned N, unsigned M = 0x80000000u> struct CountBits {
  enum { r = ((N & M) ? 1 : 0) + CountBits<N, M / 2>::r };
};
template <unsigned N> struct CountBits<N, 0> {
  enum { r = 0 };
};

namespace bits {
template <typename T> struct Width {
  static const int value = Bytes<T>::value * 8;
};
template <typename T> struct Bytes {
  static const int value = sizeof(T);
};
} // namespace bits

// In a function template's body the later declaration is found (Clang's
// -fdelayed-template-parsing).
template <unsigned N> bool is_pow2() { return CountBits2<N, 0x80000000u>::r == 1; }
template <unsigned N, unsigned M> struct CountBits2 {
  enum { r = ((N & M) ? 1 : 0) + CountBits2<N, M / 2>::r };
};
template <unsigned N> struct CountBits2<N, 0> {
  enum { r = 0 };
};

int main() {
  std::printf("%d %d %d %d %d\n", int(IsPow2<64>::r), int(IsPow2<96>::r), int(CountBits<7>::r),
              bits::Width<double>::value, is_pow2<64>() ? 1 : 0);
  // CHECK: 1 0 3 64 1
  return 0;
}
