// RUN: %amp-clang -O2 %s -o %t && %run %t | FileCheck %s
// Values leaving loops whose trip counts differ between the work-items of a
// tile, read after a barrier. PoCL 3.1 took such a value as the same for the
// whole tile when each value it can have is (constants, the tile's index),
// and kept one copy across the barrier: the work-items whose loop ran no
// iteration read the others' value (test/random seed 11045: 2 of 8 wrong).
// amp-clang writes each scalar a loop may change again after it, as a
// value PoCL must keep per work-item (lowering/LoopExitValues.cpp). Every
// form is checked against the host compiler's own run of the same function.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Out {
  unsigned int a, b, d, e, g;
  float c;
  int f;
};

// Each local changes only in loops whose trip counts depend on the work-item.
Out forms(unsigned int gi, unsigned int ti) restrict(cpu, amp) {
  Out o;
  unsigned int a = 962u - ti, b = 5u; // while, run 0 or more times
  unsigned int n = gi % 3u;
  while (n != 0u) {
    a = 7u;
    ++b;
    --n;
  }
  float c = 1.5f; // for, a float
  for (unsigned int k = 0; k < (gi & 1u); ++k)
    c = 2.5f;
  unsigned int d = 3u; // do-while left by break
  int m = (int)(gi % 4u);
  do {
    if (m == 0)
      break;
    d = 40u + ti;
    --m;
  } while (m > 0);
  bool found = false; // a search: the flag set and the loop left
  unsigned int e = 99u;
  for (unsigned int k = 0; k < 8u; ++k)
    if (k == gi % 5u + 3u) {
      found = true;
      e = k;
      break;
    }
  int f = 0; // nested loops
  for (unsigned int i = 0; i < gi % 2u; ++i)
    for (unsigned int j = 0; j < 2u; ++j)
      f = 11;
  o.a = a;
  o.b = b;
  o.c = c;
  o.d = d;
  o.e = found ? e : 1000u;
  o.f = f;
  o.g = n;
  return o;
}

int main() {
  const int n = 64, T = 8;
  std::vector<unsigned int> out(n * 7);
  array_view<unsigned int, 2> vout(7, n, out); // one row a field: neighbours write neighbours
  vout.discard_data();
  parallel_for_each(extent<1>(n).tile<T>(), [=](tiled_index<T> t) restrict(amp) {
    tile_static unsigned int sh[T];
    unsigned int gi = (unsigned int)t.global[0], ti = (unsigned int)t.tile[0];
    Out o = forms(gi, ti);
    unsigned int a = o.a, b = o.b, d = o.d, e = o.e, g = o.g;
    float c = o.c;
    int f = o.f;
    sh[t.local[0]] = a;
    t.barrier.wait();
    const int i = t.global[0];
    vout(0, i) = a;
    vout(1, i) = b;
    vout(2, i) = (unsigned int)(c * 2.0f);
    vout(3, i) = d;
    vout(4, i) = e;
    vout(5, i) = (unsigned int)f;
    vout(6, i) = g + sh[(t.local[0] + 1) % T] * 0u;
  });
  vout.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    Out o = forms((unsigned int)i, (unsigned int)(i / T));
    unsigned int want[7] = {o.a, o.b, (unsigned int)(o.c * 2.0f), o.d, o.e, (unsigned int)o.f, o.g};
    for (int k = 0; k < 7; ++k)
      wrong += out[k * n + i] != want[k];
  }
  std::printf("wrong: %d of %d\n", wrong, n * 7);
  return wrong != 0;
}
// CHECK: wrong: 0 of 448
