// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// The byte helpers of <amp_bytes.h> on tile_static words (a pointer-free
// unsigned int[64] shared by a tile): per-tile histograms added into an array.
#include <amp.h>
#include <amp_bytes.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static unsigned int bin_of(unsigned int i) restrict(cpu, amp) { return (i * 2654435761u) >> 24; }

static int report(const char *what, int wrong) {
  std::printf("%s: %d wrong: %s\n", what, wrong, wrong == 0 ? "PASS" : "FAIL");
  return wrong == 0 ? 0 : 1;
}

int main() {
  int failures = 0;
  {
    const int n = 256 * 64;
    array<unsigned int, 1> totals(64);
    std::vector<unsigned int> zero(64, 0u);
    copy(zero.begin(), zero.end(), totals);
    parallel_for_each(extent<1>(n).tile<256>(), [=, &totals](tiled_index<256> t) restrict(amp) {
      tile_static unsigned int local[64];
      if (t.local[0] < 64)
        local[t.local[0]] = 0u;
      t.barrier.wait();
      amp_bytes::increment_byte(local, bin_of((unsigned int)t.global[0]));
      t.barrier.wait();
      unsigned int b = (unsigned int)t.local[0];
      amp_bytes::add_byte(totals, b, amp_bytes::read_byte(local, b));
    });
    std::vector<unsigned int> got(64);
    copy(totals, got.begin());
    std::vector<unsigned int> expected(256, 0u);
    for (int i = 0; i < n; ++i)
      expected[bin_of((unsigned int)i)] += 1u;
    int wrong = 0;
    for (unsigned int b = 0; b < 256; ++b)
      wrong += amp_bytes::read_byte(got.data(), b) != (expected[b] & 0xffu);
    failures += report("array and tile_static", wrong);
  }
  return failures;
}
// CHECK: array and tile_static: 0 wrong: PASS
