// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++ converts a non-type template argument that does not fit its
// parameter's type, with a warning; C++11 makes it an error. Under
// -fms-compatibility it is a warning, and the value converts as Visual C++'s
// does (the C++ AMP book's ScanPerf: HighBit<N, 0x80000000> over `int`).
#include <amp.h>

#include <cstdio>

template <int N, int MaxBit> struct HighBit {
  enum { result = (N & MaxBit) != 0 };
};

int main() {
  // CHECK: high bit of -1: 1, of 5: 0
  std::printf("high bit of -1: %d, of 5: %d\n", int(HighBit<-1, 0x80000000>::result), int(HighBit<5, 0x80000000>::result));
  return 0;
}
// BUILD: warning: non-type template argument evaluates to 2147483648, which cannot be narrowed to type 'int'
// OFF: error: non-type template argument evaluates to 2147483648, which cannot be narrowed to type 'int'
