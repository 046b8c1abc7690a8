// RUN: %amp-clang -fsanitize=amp-bounds %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=OFF < %t.cl
// -fsanitize=amp's bounds check on pointers taken from data(): p[i], *(p + i)
// and *(p - i), where p is a local only ever read and data() was called on an
// array or array_view; the index is checked against the container's element
// count (a rank-2 array's 4 x 4 = 16, a section's own 8), at the access's
// line on PoCL and on the host accelerator. A violating read gives 0, a
// violating write does nothing. Without the flag nothing is checked.
// OFF-NOT: amp_san
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> init(16);
  for (int k = 0; k < 16; ++k)
    init[k] = k + 1;
  array<int, 2> table(4, 4, init.begin());
  std::vector<int> got(16, -1), back(16, 0);
  array_view<int, 1> out(16, got), whole(16, back);
  array_view<int, 1> half = whole.section(4, 8);
  try {
    parallel_for_each(out.extent, [=, &table](index<1> i) restrict(amp) {
      const int *p = table.data();
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to data() of array 'table' at {{.*}}bounds-data-pointer.cpp:[[@LINE+2]]:16
      // CHECK-NEXT: index (16) is outside the extent (16)
      out[i] = p[i[0] + 1];
    });
    parallel_for_each(extent<1>(8), [=](index<1> i) restrict(amp) {
      int *q = half.data();
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to data() of array_view 'half' at {{.*}}bounds-data-pointer.cpp:[[@LINE+2]]:7
      // CHECK-NEXT: index ({{8|10|12|14}}) is outside the extent (8)
      *(q + i[0] * 2) = 5;
    });
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
      int *q = half.data();
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to data() of array_view 'half' at {{.*}}bounds-data-pointer.cpp:[[@LINE+2]]:7
      // CHECK-NEXT: index (-1) is outside the extent (8)
      *(q - 1) = 9;
    });
    out.synchronize();
    whole.synchronize();
    // The reads past the end gave 0, the writes past the section's end and
    // before its start left the elements around it as they were.
    // CHECK: read 2 16 0 written 0 5 0 5 5 0 0 0 0
    std::printf("read %d %d %d written %d %d %d %d %d %d %d %d %d\n", got[0], got[14], got[15], back[3], back[4],
                back[5], back[6], back[10], back[11], back[12], back[14], back[15]);
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
