// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=STRICT
// Visual C++ accepts a pointer ordered against a null pointer constant
// (`if (x <= 0) return;` as a quick return in Microsoft's C++ AMP BLAS) and
// compares with the null pointer; C++ makes it ill-formed. Under
// -fms-compatibility amp-clang compares the same way, in templates, members,
// both operand orders, with NULL and with any pointer expression (not
// evaluated twice); without the flag it stays Clang's error.
#include <amp.h>

#include <cstddef>
#include <cstdio>

template <typename T> int quick(int n, const T *x) {
  if (x <= 0)  // STRICT: pointer-ordered-against-zero.cpp:[[@LINE]]:9: error: ordered comparison between pointer and zero
    return -1;
  return n;
}

struct holder {
  const float *p;
  bool empty() const { return 0 >= p; }
};

int main() {
  float f = 1.0f;
  holder none{nullptr}, some{&f};
  const double *nothing = NULL;
  int calls = 0;
  auto next = [&]() { return ++calls, &f; };
  bool later = next() > 0;
  // CHECK: quick: -1 3 -1, empty: 1 0, null: 1 0, call: 1 once: 1
  std::printf("quick: %d %d %d, empty: %d %d, null: %d %d, ", quick<float>(3, nullptr), quick(3, &f),
              quick(3, nothing), none.empty() ? 1 : 0, some.empty() ? 1 : 0, nothing <= NULL ? 1 : 0,
              &f <= NULL ? 1 : 0);
  std::printf("call: %d once: %d\n", later ? 1 : 0, calls);
  return 0;
}
