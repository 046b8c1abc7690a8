// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// A source that starts with a UTF-8 byte order mark (Visual Studio writes
// one), holds restrict(amp) code and is compiled in the MSVC dialect: the
// spelling stage's text made Clang see the mark as a character ("unexpected
// character <U+FEFF>"; Microsoft's EigenValues sample). The spelling stage
// now reads the mark as three spaces.
#include <amp.h>

#include <cstdio>
#include <vector>

template <class T> struct Holder {
  typedef T value_type;
};

template <class H> int twice(H) {
  H::value_type v = 21; // Visual C++ needs no `typename` here
  return 2 * v;
}

int triple(int x) restrict(amp, cpu) { return 3 * x; }

int main() {
  std::vector<int> v(4, 1);
  concurrency::array_view<int, 1> a(4, v);
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) { a[i] = triple(a[i]); });
  a.synchronize();
  // CHECK: 42 3
  std::printf("%d %d\n", twice(Holder<int>()), v[3]);
  return 0;
}
