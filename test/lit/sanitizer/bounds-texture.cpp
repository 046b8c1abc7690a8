// RUN: %amp-clang -fsanitize=amp-bounds %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,DEVICE
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,HOST
// -fsanitize=amp-bounds checks texture element reads (get, [], ()) and writes
// (set) of texture, texture_view and writeonly_texture_view against the
// extent of the level they touch, on the device and on the host accelerator:
// each planted bug is reported at its line, a read outside gives 0 and a
// write outside is dropped (the texels around it keep their values).
#include <amp.h>
#include <amp_graphics.h>

#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  std::vector<int> init(4 * 8);
  for (int i = 0; i < 32; ++i) init[i] = 100 + i;
  texture<int, 2> tex(4, 8, init.begin(), init.end());
  texture<int, 1> line(8, init.begin(), init.begin() + 8);
  texture_view<int, 2> tv(tex);
  texture_view<const int, 1> ro(line);
  writeonly_texture_view<int, 1> wo(line);
  array_view<int, 2> out(4, 8);
  array_view<int, 1> one(8);
  out.discard_data();
  one.discard_data();
  // Valid: every access inside its extent (checked first: no report before the planted ones).
  // CHECK-NOT: amp-sanitizer
  parallel_for_each(out.extent, [=, &tex](index<2> i) restrict(amp) { out[i] = tex[i] + tv.get(i) + tv(i[0], i[1]); });
  parallel_for_each(out.extent, [=, &tex](index<2> i) restrict(amp) {
    // One column past the end: the last column's reads are out of bounds.
    // DEVICE: ERROR: amp-sanitizer: out-of-bounds access to texture 'tex' at {{.*}}bounds-texture.cpp:[[@LINE+3]]:17
    // HOST: ERROR: amp-sanitizer: out-of-bounds access to texture at {{.*}}bounds-texture.cpp:[[@LINE+2]]:17
    // CHECK-NEXT: index (0, 8) is outside the extent (4, 8)
    out[i] = tex(i[0], i[1] + 1);
  });
  std::printf("out 0 6: %d, out 0 7: %d\n", out(0, 6), out(0, 7));
  parallel_for_each(out.extent, [=](index<2> i) restrict(amp) {
    // A row past the end: the last row's writes are dropped.
    // DEVICE: ERROR: amp-sanitizer: out-of-bounds access to texture 'tv' at {{.*}}bounds-texture.cpp:[[@LINE+2]]:12
    // CHECK: index (4, 0) is outside the extent (4, 8)
    tv.set(i + index<2>(1, 0), 7);
  });
  parallel_for_each(one.extent, [=](index<1> i) restrict(amp) {
    // DEVICE: ERROR: amp-sanitizer: out-of-bounds access to texture 'ro' at {{.*}}bounds-texture.cpp:[[@LINE+2]]:17
    // CHECK: index (-1) is outside the extent (8)
    one[i] = ro[i[0] - 1] + ro.get(i);
  });
  parallel_for_each(one.extent, [=](index<1> i) restrict(amp) {
    // DEVICE: ERROR: amp-sanitizer: out-of-bounds access to texture 'wo' at {{.*}}bounds-texture.cpp:[[@LINE+2]]:12
    // CHECK: index (8) is outside the extent (8)
    wo.set(i * 2, 5);
  });
  std::printf("one 0: %d, one 1: %d\n", one(0), one(1));
  std::vector<int> row(8);
  copy(line, row.data(), 8 * sizeof(int));
  std::printf("line 0: %d, line 1: %d\n", row[0], row[1]);
  std::vector<int> back(32);
  copy(tex, back.data(), 32 * sizeof(int));
  // The dropped writes left row 0 as it was.
  std::printf("tex 0 0: %d, tex 1 0: %d\n", back[0], back[8]);
  // (Reports go to stderr as each launch ends; the values, buffered, follow.)
  // CHECK: out 0 6: 107, out 0 7: 0
  // CHECK: one 0: 100, one 1: 201
  // CHECK: line 0: 5, line 1: 101
  // CHECK: tex 0 0: 100, tex 1 0: 7
  // CHECK-NOT: amp-sanitizer
  // CHECK: done
  std::printf("done\n");
  return 0;
}
