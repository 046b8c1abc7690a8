// RUN: %amp-clang -fsanitize=amp-bounds %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// -fsanitize=amp-bounds on C arrays that amp code names other than as a
// tile_static variable: a tile_static array handed to a helper by reference
// (`int (&s)[8]`), a private array handed on by const reference, and a
// kernel's own private array. Each access is checked against the extent in
// its type; a violating read gives 0 and a violating write is dropped (the
// tile_static array's elements keep their values), on OpenCL devices and
// on the host accelerator alike.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

void fold(int (&s)[8], int tid, int d) restrict(amp) {
  // CHECK: ERROR: amp-sanitizer: out-of-bounds access to C array 's' at {{.*}}bounds-array-reference.cpp:[[@LINE+2]]:21
  // CHECK-NEXT: index (8) is outside the extent (8)
  s[tid] = s[tid] + s[tid + d];
}

int sum_all(const int (&p)[4]) restrict(amp) {
  int r = 0;
  for (int i = 0; i <= 4; ++i)
    // CHECK: ERROR: amp-sanitizer: out-of-bounds access to C array 'p' at {{.*}}bounds-array-reference.cpp:[[@LINE+2]]:10
    // CHECK-NEXT: index (4) is outside the extent (4)
    r += p[i];
  return r;
}

int main() {
  std::vector<int> v(8, 1);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int s[8];
    int priv[4] = {1, 2, 3, 4};
    const int l = t.local[0];
    s[l] = l;
    t.barrier.wait();
    if (l < 4)
      fold(s, l, 5); // work-item 3 reads s[8]: 0
    t.barrier.wait();
    // CHECK: ERROR: amp-sanitizer: out-of-bounds access to C array 'priv' at {{.*}}bounds-array-reference.cpp:[[@LINE+2]]:32
    // CHECK-NEXT: index (5) is outside the extent (4)
    const int extra = l == 0 ? priv[l + 5] : 0;
    av[t.global] = s[l] + sum_all(priv) + extra;
  });
  av.synchronize();
  // s = {5, 7, 9, 3, 4, 5, 6, 7}; sum_all(priv) = 10 (its fifth read gives 0).
  // CHECK: 15 17 19 13 14 15 16 17
  for (int x : v)
    std::printf("%d ", x);
  std::printf("\n");
  return 0;
}
