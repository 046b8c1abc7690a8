// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=STRICT
// Visual C++ accepts a default template argument repeated on the definition
// of a static data member of a class template outside the class (Microsoft's
// Algorithms Library's test tools: `template <typename T, int N, int P = 0>
// const int TestDefinition<T, N, P>::size;`); C++ forbids it. Under
// -fms-compatibility amp-clang blanks the repeated default; the class's
// declaration gives it. Without the flag it stays Clang's error.
#include <amp.h>

#include <cstdio>

template <typename T, int N, int P = 0> class TestDefinition {
public:
  typedef T value_type;
  static const int size = N;
  static const int parameter = P;
};

template <typename T, int TS, int N, int P = 0> class TiledTestDefinition : public TestDefinition<T, N, P> {
public:
  static const int tile_size = TS;
};

template <typename T, int N, int P = 0>
const int TestDefinition<T, N, P>::size; // STRICT: member-definition-default-argument.cpp:[[@LINE-1]]:34: error: cannot add a default template argument to the definition of a member of a class template

template <typename T, int N, int P = 0> const int TestDefinition<T, N, P>::parameter;

template <typename T, int TS, int N, int P = 0>
const int TiledTestDefinition<T, TS, N, P>::tile_size;

template <typename D> int total(const D &) {
  const int *size = &D::size; // odr-uses the definitions
  const int *tile = &D::tile_size;
  std::vector<int> data(*size, 1);
  concurrency::array_view<int, 1> view(*size, data);
  const int width = *tile;
  concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) { view[i] *= width + D::parameter; });
  int sum = 0;
  for (int k = 0; k < *size; ++k)
    sum += view[k];
  return sum;
}

int main() {
  std::printf("%d %d\n", total(TiledTestDefinition<int, 4, 16>()), total(TiledTestDefinition<int, 8, 10, 2>()));
  // CHECK: 64 100
  return 0;
}
