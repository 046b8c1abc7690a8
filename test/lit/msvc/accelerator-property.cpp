// RUN: %amp-clang -fms-extensions %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fno-ms-extensions -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// accelerator_view::accelerator, Microsoft's property over get_accelerator(),
// and _countof exist in the MSVC dialect; without it, get_accelerator() and
// std::size are the spellings.
#include <amp.h>
#include <cstdio>

int main() {
  Concurrency::accelerator_view av = Concurrency::accelerator().get_default_view();
  Concurrency::accelerator acc = av.accelerator;
  int four[4];
  std::printf("same: %d, _countof: %zu\n", acc == av.get_accelerator(), _countof(four));
  return 0;
}
// CHECK: same: 1, _countof: 4
// OFF: accelerator-property.cpp:12:{{[0-9]+}}: error: no member named 'accelerator' in 'Concurrency::accelerator_view'
