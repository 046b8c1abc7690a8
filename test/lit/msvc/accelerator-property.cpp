// RUN: %amp-clang -fms-extensions %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// accelerator_view::accelerator, Microsoft's property over get_accelerator(),
// exists in the MSVC dialect; without it, get_accelerator() is the spelling.
#include <amp.h>
#include <cstdio>

int main() {
  Concurrency::accelerator_view av = Concurrency::accelerator().default_view;
  Concurrency::accelerator acc = av.accelerator;
  std::printf("same: %d\n", acc == av.get_accelerator());
  return 0;
}
// CHECK: same: 1
// OFF: accelerator-property.cpp:11:{{[0-9]+}}: error: no member named 'accelerator' in 'Concurrency::accelerator_view'
