// RUN: %amp-clang %s -o %t
// The differential check (%run) compares the device's run with the host
// accelerator's: a program whose output depends on where its kernel ran fails
// it, and the report shows both outputs.
// RUN: not %run %t 2>&1 | FileCheck %s
// CHECK: the device and the host accelerator disagree
// CHECK: -on host: 0
// CHECK: +on host: 1
// Lines left out by --ignore do not count.
// RUN: %run --ignore '^on host' %t | FileCheck %s --check-prefix=IGNORED
// IGNORED: on host: 0
#include <amp.h>
#include <cstdio>
using namespace concurrency;

int main() {
  int on_host = accelerator().get_device_path() == amp_clang::host_accelerator;
  std::vector<int> out(4, 0);
  array_view<int, 1> v(4, out);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = on_host; });
  std::printf("on host: %d\n", v[0]);
  return 0;
}
