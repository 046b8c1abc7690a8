// Random-program finding (test/random, seeds 48, 72 and 105 of the campaigns):
// wrong values on PoCL 3.1. In a tiled kernel, a switch one of whose cases holds
// an if, followed by a barrier: on the device the if's body never runs (threads
// 11, 15, 27, 31, ... keep 100 instead of 1100); the host accelerator is right.
// amp-clang's OpenCL C is a faithful copy (a switch, then barrier()), so the
// device compiler is at fault; without the barrier, the if, case 2 or the
// default, the values are right.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  const int n = 64;
  std::vector<unsigned int> out(n);
  array_view<unsigned int, 1> vout(n, out);
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
      if ((li & 8u) != 0u) v += 1000u;
      break;
    default:
      v ^= 1u;
    }
    sh[li] = v;
    t.barrier.wait();
    vout[t.global] = v;
  });
  vout.synchronize();
  int wrong = 0;
  for (unsigned int i = 0; i < (unsigned int)n; ++i) {
    unsigned int want = i % 4u == 0u ? 107u : i % 4u == 1u ? 105u : i % 4u == 3u && (i & 8u) ? 1100u : 100u;
    wrong += out[i] != want;
  }
  std::printf("switch before a barrier: %d of %d wrong\n", wrong, n);
  return wrong ? 1 : 0;
}
