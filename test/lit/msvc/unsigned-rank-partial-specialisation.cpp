// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck --check-prefix=DEFAULT %s
// Partial specialisations over array_view written with `unsigned int N`, as
// Microsoft's C++ AMP BLAS writes its is_array_view traits: each matches
// (array_view's own parameter is `int`), but partial ordering deduces no
// `unsigned` from an `int` argument, so Clang finds `array_view<T, N>` and
// `array_view<const T, N>` ambiguous for an array_view<const float, 2>, where
// Visual C++ picks the const one. Under -fms-compatibility the front end
// declares such a parameter `int` where Clang reported the ambiguity
// (docs/msvc.md). Without the flag, Clang's error.
// DEFAULT: error: ambiguous partial specializations of 'is_array_view<Concurrency::array_view<const float, 2>>'
#include <amp.h>
#include <cstdio>

using namespace concurrency;

template <typename T> struct is_array_view { static const int value = 0; };
template <typename T, unsigned int N> struct is_array_view<array_view<T, N>> { static const int value = 1; };
template <typename T, unsigned int N> struct is_array_view<array_view<const T, N>> { static const int value = 2; };

template <typename T> struct rank_of { static const int value = -1; };
template <typename T, unsigned N> struct rank_of<array_view<T, N>> { static const int value = N; };
template <typename T, unsigned N> struct rank_of<array_view<const T, N>> { static const int value = 100 + N; };

int main() {
  // CHECK: 1 2 0
  std::printf("%d %d %d\n", is_array_view<array_view<float, 2>>::value, is_array_view<array_view<const float, 2>>::value,
              is_array_view<int>::value);
  // CHECK: 3 101
  std::printf("%d %d\n", rank_of<array_view<int, 3>>::value, rank_of<array_view<const double, 1>>::value);
  return 0;
}
