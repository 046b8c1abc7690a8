// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// A source that starts with a UTF-8 byte order mark (Visual Studio writes
// one) and needs the MSVC dialect's missing `typename`: the keyword pass's
// edit made Clang see the mark in the middle of the text ("unexpected
// character <U+FEFF>"; Microsoft's EigenValues sample). The spelling stage
// reads the mark as three spaces.
#include <amp.h>

#include <cstdio>

template <class T> struct Holder {
  typedef T value_type;
};

template <class H> int twice(H) {
  H::value_type v = 21; // Visual C++ needs no `typename` here
  return 2 * v;
}

int main() {
  // CHECK: 42
  std::printf("%d\n", twice(Holder<int>()));
  return 0;
}
