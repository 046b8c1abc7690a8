// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck --check-prefix=DEFAULT %s
// `void main()`, which Visual C++ accepts, is `int main()` returning 0 under
// -fms-compatibility: the front end takes Clang's fix-it (`void` -> `int`, the
// length kept) and turns each `return;` of main into `return 0;`, in the text
// the front end and the host compile read. The program's exit status is 0
// (lit fails on any other). A lambda's `return;` in main stays as it is.
// Without the flag, Clang's error and its fix-it (docs/msvc.md says why).
// DEFAULT: error: 'main' must return 'int'
#include <amp.h>
#include <cstdio>

using namespace concurrency;

void main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 10; });
  auto skip = [](int x) {
    if (x > 0)
      return;
    std::printf("not reached\n");
  };
  skip(1);
  std::printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
  // CHECK: 10 20 30 40
  if (v[3] == 40)
    return;
  std::printf("not reached\n");
}
// CHECK-NOT: not reached
