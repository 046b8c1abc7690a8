// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// -fsanitize=amp's bounds check on concurrency::array: a write past a
// rank-2 array's rows, a rank-3 read through (i, j, k), a const array read
// by index; reported at their lines on PoCL and on the host accelerator.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 2> table(4, 4);
  std::vector<int> init(2 * 3 * 4, 7);
  array<int, 3> cube(2, 3, 4, init.begin());
  const array<int, 1> weights(8, init.begin());
  std::vector<int> got(4, -1);
  array_view<int, 1> out(4, got);
  try {
    parallel_for_each(table.extent, [&table](index<2> i) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array{{( 'table')?}} at {{.*}}bounds-array.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (4, {{[0-3]}}) is outside the extent (4, 4)
      table[i + index<2>(1, 0)] = 1;
    });
    parallel_for_each(extent<1>(1), [=, &cube](index<1>) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array{{( 'cube')?}} at {{.*}}bounds-array.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (1, 3, 0) is outside the extent (2, 3, 4)
      out[0] = cube(1, 3, 0);
    });
    parallel_for_each(extent<1>(1), [=, &weights](index<1> i) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array{{( 'weights')?}} at {{.*}}bounds-array.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (9) is outside the extent (8)
      out[1] = weights[i + 9];
    });
    out.synchronize();
    std::vector<int> rows(16);
    copy(table, rows.begin());
    // CHECK: values 0 0 row 1 1 1 1
    std::printf("values %d %d row %d %d %d %d\n", got[0], got[1], rows[12], rows[13], rows[14], rows[15]);
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
