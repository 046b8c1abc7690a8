// RUN: %amp-clang -fsanitize=amp-race %s -o %t
// RUN: not %t 2>&1 | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host not %t 2>&1 | FileCheck %s
// The race check follows a read only where some write of the same
// tile_static variable may share its barrier interval (SanitizerPhases.cpp).
// Here the read is before the loop's barrier and the write after it, but the
// loop takes the write back to the next iteration's read with no barrier
// between: a race the shortcut must not hide. Under amp-race alone (no
// bounds check) the host accelerator follows tile_static elements too.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(16, 1);
  array_view<int, 1> av(16, data);
  try {
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
      tile_static int stage[8];
      stage[t.local[0]] = av[t.global];
      t.barrier.wait();
      int sum = 0;
      for (int k = 0; k < 3; ++k) {
        sum += stage[(t.local[0] + 1) % 8];
        t.barrier.wait();
        stage[t.local[0]] = sum;
        // (a second t.barrier.wait() belongs here)
      }
      av[t.global] = sum;
    });
    av.synchronize();
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
// CHECK: ERROR: amp-sanitizer: data race on tile_static 'stage' at {{.*}}race-loop-carried.cpp:{{27|29}}:
// CHECK-NEXT: {{read|write}} of element {{[0-7]}} (of 8) conflicts with a {{read|write}} by local work-item {{[0-7]}} at {{.*}}race-loop-carried.cpp:{{27|29}}:{{[0-9]+}}, with no barrier between
// CHECK: caught: amp-sanitizer: {{[0-9]+}} report(s) in the kernel launched at {{.*}}race-loop-carried.cpp:21:5
