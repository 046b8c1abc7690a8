// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// An array created with access_type_none may not be touched by host code, but
// a kernel uses it on its accelerator. On the host accelerator kernels run as
// C++ on the CPU, through the same operator[] and data() as host code: they
// must not see the host-code block. (The conformance suite's
// SynchronousCopy/MultiAccelerator tests, with one PoCL device, pick the host
// accelerator as the second device and create such arrays there.)
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator_view av = accelerator().default_view;
  array<int, 1> a(64, av, access_type_none);
  array<int, 2> b(8, 8, av, access_type_none);
  parallel_for_each(av, a.extent, [&a, &b](index<1> i) restrict(amp) {
    a[i] = 3 * i[0] + 1;
    b(i[0] / 8, i[0] % 8) = i[0];
    int *p = a.data();
    p[i[0]] += 1;
  });
  parallel_for_each(av, b.extent.tile<4, 4>(), [&a, &b](tiled_index<4, 4> t) restrict(amp) {
    tile_static int s[4][4];
    s[t.local[0]][t.local[1]] = b[t.global];
    t.barrier.wait();
    b[t.global] = s[3 - t.local[0]][3 - t.local[1]] + a[t.global[0] * 8 + t.global[1]];
  });
  std::vector<int> va(64), vb(64);
  copy(a, va.begin());
  copy(b, vb.begin());
  long sum = 0;
  bool ok = true;
  for (int i = 0; i < 64; ++i) {
    ok = ok && va[i] == 3 * i + 2;
    sum += vb[i];
  }
  // CHECK: a ok 1, b sum 8192
  std::printf("a ok %d, b sum %ld\n", ok ? 1 : 0, sum);
  // Host code is still refused, with Microsoft's words.
  try {
    int x = a[0];
    std::printf("host read %d\n", x);
  } catch (const runtime_exception &e) {
    // CHECK-NEXT: host read refused: The array is not accessible on CPU
    std::printf("host read refused: %s\n", e.what());
  }
  // CHECK-NEXT: data() null: 1
  std::printf("data() null: %d\n", a.data() == nullptr ? 1 : 0);
  return 0;
}
