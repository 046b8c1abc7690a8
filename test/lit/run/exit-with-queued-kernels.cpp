// RUN: %amp-clang %s -o %t
// RUN: rm -rf %t.cache && env POCL_CACHE_DIR=%t.cache AMP_CLANG_CACHE_DIR=%t.cache/amp %t | FileCheck %s
// RUN: rm -rf %t.cache && env POCL_CACHE_DIR=%t.cache AMP_CLANG_CACHE_DIR=%t.cache/amp POCL_DEVICES="pthread pthread" %t | FileCheck %s
// Not a differential test (%run): on the host accelerator a kernel writes the
// view's data at once, so discard_data after the launch cannot drop it.
// A program may end with kernels still queued: here every result is
// discarded, so nothing ever waits for a launch. The runtime lets the queues
// finish at exit instead of unloading the driver under them (PoCL crashed
// while still compiling the kernel).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(4096, 20);
  array_view<int, 1> view(4096, data);
  for (int round = 0; round < 4; ++round) {
    array_view<int, 1> part = view.section(round * 1024, 1024);
    parallel_for_each(part.extent, [=](index<1> i) restrict(amp) { part[i] = round; });
  }
  view.discard_data(); // the whole source: a section's discard keeps the data
  view.synchronize();
  std::printf("queued and discarded: %s\n", data[0] == 20 && data[4095] == 20 ? "PASS" : "FAIL");
  return 0;
}
// CHECK: queued and discarded: PASS
