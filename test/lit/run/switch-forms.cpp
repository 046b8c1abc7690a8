// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Switches as amp-clang lowers them (lowering/SwitchEmitter.cpp): a switch
// whose labels are its body's own statements becomes a loop run once that
// starts at the matching label, with `continue` of a loop around it carried
// by a flag; a switch with a label inside a nested statement becomes
// comparisons jumping to its labels. Each
// form is computed in a tiled kernel, inside loops, before a barrier, and on
// the host by the host compiler; every value must match.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int forms(int x) restrict(cpu, amp) {
  int r = 0;
  for (int k = 0; k < 6; ++k) {
    switch ((x + k) % 7) { // fall-through, default in the middle, continue
    case 0:
      r += 1;
    case 1:
      r += 2;
      break;
    default:
      r += 3;
      if (k == 2)
        continue;
    case 5:
      r *= 3;
    case 4:
      r ^= k;
      break;
    case 6:
      for (int j = 0; j < 3; ++j) {
        if (j == 1)
          break; // leaves the inner loop only
        r += 10;
      }
      continue;
    }
    r += 7;
  }
  int i = 0;
  while (i < 8) { // nested switches, continue through both
    ++i;
    switch (x & 3) {
    case 0:
      switch (i % 3) {
      case 0:
        continue;
      case 1:
        r += i;
        break;
      }
      r -= 1;
      break;
    case 1:
    case 2:
      if (i == 5)
        continue;
      r += 2 * i;
      break;
    }
    r ^= i;
  }
  switch (x % 5) { // no default: nothing runs for 3 and 4
  case 0:
    r += 11;
    break;
  case 1 ... 2: // GNU case range
    r += 13;
  }
  switch (x % 3) { // a declaration later labels use, declared before the loop
    int shared;
  case 0:
    shared = 4;
    r += shared;
  case 1:
    shared = 5;
    r += shared * 2;
    break;
  default:
    r -= 9;
  }
  int n = 0;
  switch (x % 4) { // a label inside a nested statement: the jumps' form
  case 0:
    if (x > 8) {
    case 1:
      n += 3;
    }
    break;
  case 2: {
    int c = x & 7;
    n += c;
    if (x > 20)
      break;
    n += 2;
  }
  }
  for (int k = 0; k < 3; ++k)
    switch (x + k) { // empty cases, a switch as a loop's whole body
    case 3:
    case 4:
      break;
    default:
      n += k;
    }
  return r * 1000 + n;
}

int main() {
  const int n = 256;
  std::vector<int> out(n, -1);
  array_view<int, 1> vout(n, out);
  vout.discard_data();
  parallel_for_each(vout.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int sh[64];
    sh[t.local[0]] = forms(t.global[0]);
    t.barrier.wait();
    vout[t.global] = sh[63 - t.local[0]];
  });
  vout.synchronize();
  int wrong = 0;
  unsigned int h = 2166136261u;
  for (int i = 0; i < n; ++i) {
    int expect = forms((i / 64) * 64 + 63 - i % 64);
    wrong += out[i] != expect;
    h = (h ^ (unsigned int)out[i]) * 16777619u;
  }
  std::printf("wrong: %d of %d\n", wrong, n);
  std::printf("hash: %08x\n", h);
  return wrong != 0;
}
// CHECK: wrong: 0 of 256
// CHECK-NEXT: hash: a80ed1e6
