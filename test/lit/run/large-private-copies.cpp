// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A kernel whose lambdas copy a 15 KB capture: each work-item holds several
// private copies. PoCL's CPU device runs a work-group of 256 of them on one
// worker thread's stack, and with the 8 MiB default the program died with
// SIGSEGV inside the work-group function (test/random seed 5722); the runtime
// gives the threads drivers start at least 64 MiB of stack.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct big {
  unsigned int w[3800];
};

int main() {
  big b;
  for (int k = 0; k < 3800; ++k) b.w[k] = 2654435761u * unsigned(k + 1);
  const int n = 1024;
  std::vector<unsigned int> out(n);
  array_view<unsigned int, 1> o(n, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    big mine = b;
    mine.w[i[0] % 3800] ^= 0x5a5a5a5au;
    auto first = [=]() restrict(amp) { return mine.w[(i[0] * 7) % 3800] + b.w[i[0] % 3800]; };
    auto second = [=]() restrict(amp) {
      big again = mine;
      again.w[0] += first();
      return again.w[0] ^ again.w[(i[0] * 13) % 3800];
    };
    o[i] = second();
  });
  o.synchronize();
  unsigned int h = 2166136261u;
  for (unsigned int v : out) h = (h ^ v) * 16777619u;
  // CHECK: checksum 8317e2b9
  std::printf("checksum %08x\n", h);
  return 0;
}
