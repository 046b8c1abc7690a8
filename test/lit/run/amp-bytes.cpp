// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// The byte helpers of <amp_bytes.h>: many threads update neighbouring bytes of
// the same words at once on the accelerator; results are checked on the host.
#include <amp.h>
#include <amp_bytes.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static unsigned int byte_value(unsigned int i) { return (i * 7u + 3u) & 0xffu; }
static unsigned int bin_of(unsigned int i) restrict(cpu, amp) { return (i * 2654435761u) >> 24; }

static int report(const char *what, int wrong) {
  std::printf("%s: %d wrong: %s\n", what, wrong, wrong == 0 ? "PASS" : "FAIL");
  return wrong == 0 ? 0 : 1;
}

int main() {
  int failures = 0;

  // Host: the helpers on a plain pointer and on an array_view, restrict(cpu).
  {
    std::vector<unsigned int> w(2, 0u);
    int wrong = 0;
    for (unsigned int n = 0; n < 8; ++n)
      wrong += amp_bytes::write_byte(w.data(), n, 250u + n) != 0u;
    wrong += w[0] != 0xfdfcfbfau || w[1] != 0x0100fffeu; // 256 and 257 wrap to 0 and 1
    wrong += amp_bytes::add_byte(w.data(), 1, 10u) != 251u; // wraps to 5, no carry into byte 2
    wrong += amp_bytes::read_byte(w.data(), 1) != 5u || amp_bytes::read_byte(w.data(), 2) != 252u;
    wrong += amp_bytes::increment_byte(w.data(), 7) != 1u || amp_bytes::read_byte(w.data(), 7) != 2u;
    array_view<unsigned int, 1> v(2, w);
    wrong += amp_bytes::write_byte(v, 4, 0x1ffu) != 254u || amp_bytes::read_byte(v, 4) != 0xffu;
    wrong += amp_bytes::increment_byte(v, 4) != 0xffu || amp_bytes::read_byte(v, 4) != 0u;
    wrong += amp_bytes::read_byte(v, 5) != 255u || amp_bytes::read_byte(v, 3) != 253u;
    failures += report("host helpers", wrong);
  }

  // Device: thread i writes byte i of a 4096-byte buffer (four threads per word),
  // then adds i to it (wrapping), then reads it back.
  {
    const int n = 4096;
    std::vector<unsigned int> words(n / 4, 0u);
    std::vector<int> olds(n, -1), reads(n, -1);
    array_view<unsigned int, 1> w(n / 4, words);
    array_view<int, 1> old_v(n, olds), read_v(n, reads);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
      unsigned int i = (unsigned int)idx[0];
      old_v[idx] = (int)amp_bytes::write_byte(w, i, i * 7u + 3u);
    });
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
      unsigned int i = (unsigned int)idx[0];
      unsigned int before = amp_bytes::add_byte(w, i, i);
      read_v[idx] = before == ((i * 7u + 3u) & 0xffu) ? 1 : 0;
    });
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
      old_v[idx] = old_v[idx] + (int)(amp_bytes::read_byte(w, (unsigned int)idx[0]) << 8);
    });
    old_v.synchronize();
    read_v.synchronize();
    w.synchronize();
    int wrong = 0;
    for (int i = 0; i < n; ++i) {
      unsigned int expected = (byte_value(i) + (unsigned int)i) & 0xffu;
      unsigned int host = (words[i / 4] >> (8 * (i % 4))) & 0xffu;
      wrong += host != expected || olds[i] != (int)(expected << 8) || reads[i] != 1;
    }
    failures += report("neighbouring bytes", wrong);
  }

  // Device: a histogram of 256 byte-sized bins packed in 64 words, 100000 threads.
  {
    const int n = 100000;
    std::vector<unsigned int> hist(64, 0u);
    array_view<unsigned int, 1> h(64, hist);
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
      amp_bytes::increment_byte(h, bin_of((unsigned int)idx[0]));
    });
    h.synchronize();
    std::vector<unsigned int> expected(256, 0u);
    for (int i = 0; i < n; ++i)
      expected[bin_of((unsigned int)i)] += 1u;
    int wrong = 0;
    for (unsigned int b = 0; b < 256; ++b)
      wrong += amp_bytes::read_byte(hist.data(), b) != (expected[b] & 0xffu);
    failures += report("histogram", wrong);
  }
  return failures;
}
// CHECK: host helpers: 0 wrong: PASS
// CHECK: neighbouring bytes: 0 wrong: PASS
// CHECK: histogram: 0 wrong: PASS
