// RUN: %amp-clang -fsanitize=amp-sync -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// -fsanitize=amp-sync votes on a break or continue only where it skips a
// barrier: one that leaves a loop without barriers (whose trip count differs
// between work-items) is not voted on. Such a vote ran a different number of
// times in each work-item, and its own barriers then diverged: NVIDIA's
// OpenCL hung (run/switch-covered-cases.cpp).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(16);
  for (int i = 0; i < 16; ++i) data[i] = i;
  array_view<int, 1> av(16, data);
  parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int stage[8];
    int mine = av[t.global], acc = 0;
    // No barrier in these loops: nothing to vote on, though a break and a
    // continue decide how long each runs.
    for (int k = 0; k < mine % 5; ++k) {
      if (k * mine > 7)
        break;
      if (k == 1)
        continue;
      acc += k;
    }
    int j = 0;
    while (j < mine) {
      switch (j % 3) {
      case 0: acc ^= j; break;
      default: break;
      }
      if (acc > 20)
        break;
      ++j;
    }
    stage[t.local[0]] = acc;
    t.barrier.wait();
    av[t.global] = stage[(t.local[0] + 1) % 8];
  });
  // CL-LABEL: __kernel void
  // CL-NOT: amp_san_vote(
  // CL: amp_san_barrier(
  // CL-NOT: amp_san_vote(
  // CL: }
  av.synchronize();
  std::vector<int> data2(16, 1);
  array_view<int, 1> bv(16, data2);
  parallel_for_each(bv.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int stage[8];
    for (int k = 0; k < 2; ++k) {
      // A break that skips the barrier below it: voted on.
      // CHECK: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-jumps.cpp:[[@LINE+2]]:
      // CHECK-NEXT: a return, break or continue before barriers decides differently within a tile: true for 1 of the 8
      if (k == 1 && t.local[0] == 3 + bv[t.global])
        break;
      stage[t.local[0]] = k;
      t.barrier.wait();
    }
    bv[t.global] = stage[t.local[0]];
  });
  bv.synchronize();
  // CHECK: done
  std::printf("done\n");
  return 0;
}
