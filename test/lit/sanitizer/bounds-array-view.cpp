// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// RUN: not %t 2>&1 | FileCheck %s --check-prefix=HALT
// RUN: env AMP_CLANG_DEVICE=host not %t 2>&1 | FileCheck %s --check-prefix=HALT
// -fsanitize=amp's bounds check on array_view element accesses, through every
// form a view takes in a kernel: the view itself, (i, j), a section, a
// projection, view_as and reinterpret_as. Each kernel has one planted bug;
// the report names its line, the index and the extent. A violating write does
// nothing and a violating read gives 0.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(64);
  for (int i = 0; i < 64; ++i) data[i] = i + 1;
  array_view<int, 1> flat(64, data);
  array_view<int, 2> grid(8, 8, data);
  std::vector<int> got(8, -1);
  array_view<int, 1> out(8, got);
  try {
    // A read one past the end (a shifted neighbour).
    parallel_for_each(extent<1>(64), [=](index<1> i) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'flat')?}} at {{.*}}bounds-array-view.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (64) is outside the extent (64)
      int next = flat[i + 1];
      if (i[0] == 63) out[0] = next;
    });
    // (row, column) past the last column.
    parallel_for_each(extent<1>(8), [=](index<1> i) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'grid')?}} at {{.*}}bounds-array-view.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (7, 8) is outside the extent (8, 8)
      int v = grid(7, i[0] + 1);
      if (i[0] == 7) out[1] = v;
    });
    // A section's extent, not its parent's, bounds it.
    array_view<int, 2> corner = grid.section(index<2>(4, 4), extent<2>(4, 4));
    parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'corner')?}} at {{.*}}bounds-array-view.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (0, 4) is outside the extent (4, 4)
      corner(0, 4) = 99;
    });
    // A projection: a row of eight.
    parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
      int col = 8;
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'grid')?}} at {{.*}}bounds-array-view.cpp:[[@LINE+1]]:
      out[2] = grid[2][col];
    });
    // view_as: the reshaped extent.
    parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
      array_view<int, 2> wide = flat.view_as(extent<2>(2, 32));
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'wide')?}} at {{.*}}bounds-array-view.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (2, 0) is outside the extent (2, 32)
      out[3] = wide(2, 0);
    });
    // reinterpret_as: elements of the new type.
    parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
      array_view<unsigned, 1> bits = flat.reinterpret_as<unsigned>();
      // CHECK: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'bits')?}} at {{.*}}bounds-array-view.cpp:[[@LINE+2]]:
      // CHECK-NEXT: index (-1) is outside the extent (64)
      out[4] = (int)bits[-1];
    });
    out.synchronize();
    flat.synchronize();
    // Violating reads gave 0; the violating write left the data alone.
    // CHECK: values 0 0 0 0 0 data 29 36
    std::printf("values %d %d %d %d %d data %d %d\n", got[0], got[1], got[2], got[3], got[4], data[28], data[35]);
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
// HALT: ERROR: amp-sanitizer: out-of-bounds access to array_view{{( 'flat')?}} at {{.*}}bounds-array-view.cpp:30:
// HALT: SUMMARY: amp-sanitizer: out-of-bounds {{.*}}bounds-array-view.cpp:30:
// HALT: caught: amp-sanitizer: {{[0-9]+}} report(s) in the kernel launched at {{.*}}bounds-array-view.cpp:27:5
// HALT-NOT: ERROR
