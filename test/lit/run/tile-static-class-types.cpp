// RUN: %amp-clang -O2 %s -o %t
// RUN: %run %t | FileCheck %s
// tile_static variables of class types with non-trivial (amp, cpu or cpu-only)
// default constructors and destructors: C++ AMP never runs them, the threads of
// the tile assign the members. The conformance suite's RefToPointer/BE and
// ToShared tests use such types.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Pair {
  float x;
  int z;
  Pair() restrict(cpu, amp) : x(-1.0f), z(-1) {}
  ~Pair() restrict(cpu, amp) {}
};

struct HostOnly {
  int v;
  HostOnly() { v = 42; }
};

int main() {
  const int n = 64;
  std::vector<int> out(n, 0);
  array_view<int, 1> av(n, out);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static Pair shared[16];
    tile_static HostOnly h;
    int l = t.local[0];
    shared[l].x = (float)l;
    shared[l].z = t.global[0];
    if (l == 0)
      h.v = t.tile[0];
    t.barrier.wait();
    Pair *other = &shared[15 - l];
    av[t.global] = other->z + (int)other->x + h.v * 1000;
  });
  av.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    int l = i % 16, tile = i / 16;
    int expected = (tile * 16 + 15 - l) + (15 - l) + tile * 1000;
    wrong += out[i] != expected;
  }
  std::printf("tile_static class types: %d wrong: %s\n", wrong, wrong == 0 ? "PASS" : "FAIL");
  return wrong == 0 ? 0 : 1;
}
// CHECK: tile_static class types: 0 wrong: PASS
