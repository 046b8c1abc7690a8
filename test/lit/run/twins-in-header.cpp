// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// On the host accelerator the kernel calls the amp twins too: the host compile
// holds them under other names (host/TwinRenames.h), so %run's two devices agree.
// Restriction twins declared in a header and defined in the source file: every
// user header goes through the spelling stage, with twins known across files,
// and the host compile reads the headers' host views.
#include "Inputs/twins-in-header.h"

#include <cstdio>
#include <vector>

using namespace concurrency;

int checked::check() const restrict(cpu) { return value * 3; }

int main() {
  std::vector<int> out(2);
  array_view<int, 1> ov(2, out);
  checked c{7};
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = c.check() + twice(100); });
  std::printf("device: %d\n", ov[0]);
  std::printf("host: %d\n", c.check() + twice(100));
  return 0;
}
// CHECK: device: 214
// CHECK: host: 321
