// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// The byte helpers of <amp_bytes.h> on a concurrency::array<unsigned int, 1>
// captured by reference: many threads add to neighbouring byte-sized bins.
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
  // Device: the helpers on a concurrency::array captured by reference: add 3
  // to a bin per thread (wrapping), then read every byte back.
  {
    const int n = 20000;
    array<unsigned int, 1> totals(64);
    std::vector<unsigned int> zero(64, 0u);
    copy(zero.begin(), zero.end(), totals);
    parallel_for_each(extent<1>(n), [=, &totals](index<1> idx) restrict(amp) {
      amp_bytes::add_byte(totals, bin_of((unsigned int)idx[0]), 3u);
    });
    std::vector<unsigned int> got(64);
    copy(totals, got.begin());
    std::vector<unsigned int> expected(256, 0u);
    for (int i = 0; i < n; ++i)
      expected[bin_of((unsigned int)i)] += 3u;
    int wrong = 0;
    for (unsigned int b = 0; b < 256; ++b)
      wrong += amp_bytes::read_byte(got.data(), b) != (expected[b] & 0xffu);
    failures += report("array", wrong);
  }
  return failures;
}
// CHECK: array: 0 wrong: PASS
