// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A switch, one of whose cases holds an if, followed by a barrier: PoCL 3.1
// miscompiles an OpenCL C switch there (the if's body never ran: 16 of 64
// values wrong; found by test/random, seeds 48, 72 and 105), so amp-clang
// lowers no switch to OpenCL C's (lowering/SwitchEmitter.cpp). Fall-through, default and case ranges keep
// their meaning; `break` inside a loop inside a case leaves the loop only.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 64;
  std::vector<unsigned int> out(n), more(n);
  array_view<unsigned int, 1> vout(n, out), vmore(n, more);
  parallel_for_each(vout.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static unsigned int sh[64];
    unsigned int li = (unsigned int)t.local[0];
    unsigned int v = 100u;
    switch (li % 4u) {
    case 0u:
      v += 7u;
      break;
    case 1u:
      v += 5u;
      break;
    case 2u:
      break;
    case 3u:
      if ((li & 8u) != 0u)
        v += 1000u;
      break;
    default:
      v ^= 1u;
    }
    sh[li] = v;
    t.barrier.wait();
    vout[t.global] = v + sh[63 - li] * 0u;
    unsigned int w = 0;
    switch (li % 8u) {
    case 0u:
      w = 1;                        // falls through
    case 1u:
    case 2u:
      w += 10;
      for (int k = 0; k < 5; ++k)
        if (k == 2)
          break;                    // leaves the loop, not the switch
        else
          w += 100;
      break;
    case 3u ... 5u:                 // GNU case range
      w = 7;
      break;
    default:
      w = 9;
    }
    t.barrier.wait();
    vmore[t.global] = w;
  });
  vout.synchronize();
  vmore.synchronize();
  int wrong = 0;
  for (unsigned int i = 0; i < (unsigned int)n; ++i) {
    unsigned int want = i % 4u == 0u ? 107u : i % 4u == 1u ? 105u : i % 4u == 3u && (i & 8u) ? 1100u : 100u;
    unsigned int r = i % 8u;
    unsigned int want2 = r == 0u ? 211u : r <= 2u ? 210u : r <= 5u ? 7u : 9u;
    wrong += out[i] != want;
    wrong += more[i] != want2;
  }
  // CHECK: switch before a barrier: 0 wrong; 107 105 100 1100 211 210 7 9
  std::printf("switch before a barrier: %d wrong; %u %u %u %u %u %u %u %u\n", wrong, out[0], out[1], out[2], out[11],
              more[0], more[1], more[3], more[7]);
  return 0;
}
