// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// An untiled 2-D kernel that reads and rewrites its own element, over domains
// whose last dimension is not a multiple of the work-group (11 x 11) or is 1
// wide (16 x 1). The runtime covered the last 3 columns with work-groups 1
// wide in OpenCL's dimension 0 and 8 high; given such a group and a kernel it
// peels (here LLVM's `unreachable` default of the switch, whose four cases
// cover `% 4u`), PoCL 3.1 runs the group's first work-item twice, so that
// element was rewritten twice: 2 of 121 values wrong, reduced from
// test/random's seed 1452. On CPU devices such ranges now have groups as wide
// as the remainder, or 1 x 1 (runtime/launch_shape.h).
#include <amp.h>
#include <amp_math.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct S {
  unsigned int a, b, c;
};

// Only its .b and .c reach the kernel; the rest shapes LLVM's inlining so
// that the switch keeps its unreachable default.
static S h6(S s, unsigned int b) restrict(amp) {
  unsigned int v7 = (unsigned int)(int)((23.0f * (float)(-4)) * precise_math::round((float)(b & 0xfffu) * 0.5f));
  {
    unsigned int *p8 = &b;
    *p8 = v7;
  }
  for (int k9 = 0; k9 < 5; ++k9) {
    unsigned int v10 = v7 + v7;
  }
  s.a = v7;
  return s;
}

static unsigned int run(int rows, int cols) {
  std::vector<unsigned int> d(rows * cols);
  unsigned int x = 0xd74737f5u;
  for (size_t k = 0; k < d.size(); ++k) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    d[k] = (k % 3 == 0) ? x % 100u : x;
  }
  array_view<unsigned int, 2> b(rows, cols, d);
  unsigned int c12 = 0x327ea548u;
  parallel_for_each(b.extent, [=](index<2> idx) restrict(amp) {
    unsigned int v13 = (idx[1] & 1) ? 623u : ((c12 ^ b[idx]) + 161u);
    switch (h6(S{577u + v13, ~12u, h6(S{0xf941044du, v13, v13}, (unsigned int)idx[0]).b}, v13 + v13).c % 4u) {
    case 0u:
      for (int k14 = 0; k14 < 2; ++k14) {
        v13 *= 446u & v13;
        unsigned int k15 = v13 & 7u;
        while (k15 != 0u) {
          v13 ^= v13 + v13;
          --k15;
        }
        if ((unsigned int)k14 + (b[idx] << 13) <= b[idx] % 7u)
          v13 = (unsigned int)idx[0];
      }
      break;
    case 1u:
      v13 = ~v13 * 3u;
      break;
    case 2u: {
      unsigned int v16 = ~v13;
    } break;
    case 3u:
      break;
    default:
      v13 ^= 1u;
    }
    b[idx] = v13 ^ (unsigned int)(int)((float)(v13 & 0xfffu));
  });
  b.synchronize();
  unsigned int h = 2166136261u;
  for (unsigned int v : d)
    h = (h ^ v) * 16777619u;
  std::printf("%d x %d: %08x, element 8: %08x\n", rows, cols, h, d[8]);
  return h;
}

int main() {
  run(11, 11);
  run(16, 1);
  return 0;
}
// The host accelerator's values (%run also compares the two runs); with the
// old work-groups PoCL printed 4774723f, a23db000 and ee961905.
// CHECK: 11 x 11: 5cbf723f, element 8: 46e8b000
// CHECK-NEXT: 16 x 1: fb82d905, element 8: 46e8b000
