// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: not %t 2>&1 | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host not %t 2>&1 | FileCheck %s
// -fsanitize=amp's race check on tile_static memory (OpenCL devices and the host accelerator): each
// work-item writes its element and reads its neighbour's with no barrier
// between (the barrier is missing). Both accesses are named.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(16);
  for (int i = 0; i < 16; ++i) data[i] = i;
  array_view<int, 1> av(16, data);
  try {
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
      tile_static int stage[8];
      stage[t.local[0]] = av[t.global];
      // (t.barrier.wait() belongs here.)
      av[t.global] = stage[(t.local[0] + 1) % 8];
    });
    av.synchronize();
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
// Which side a device sees first differs (PoCL runs the writes and reads of
// one work-item in turn, a GPU all writes first): each is reported at its
// line, naming the other's.
// CHECK: ERROR: amp-sanitizer: data race on tile_static 'stage' at {{.*}}race-tile-static.cpp:{{21|23}}:
// CHECK-NEXT: {{read|write}} of element {{[0-7]}} (of 8) conflicts with a {{read|write}} by local work-item {{[0-7]}} at {{.*}}race-tile-static.cpp:{{21|23}}:{{[0-9]+}}, with no barrier between
// CHECK: caught: amp-sanitizer: {{[0-9]+}} report(s) in the kernel launched at {{.*}}race-tile-static.cpp:19:5
