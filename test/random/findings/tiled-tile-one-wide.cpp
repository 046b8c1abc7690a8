// Fixed (PoCL 3.1 only): the kernel of run/untiled-narrow-groups.cpp, tiled
// with tile<8, 1>: OpenCL work-groups 1 wide in dimension 0 and 8 high, the
// shape PoCL's work-group peeling gets wrong (pocl-narrow-group-peel.c). The
// runtime kept a tile's shape, so the first work-item of each tile ran
// twice: PoCL printed "16 x 16: fe8201c5, element 8: a23db000", the host
// accelerator (and the H200) "16 x 16: 545281c5, element 8: 46e8b000".
// POCL_WORK_GROUP_SPECIALIZATION=0 gave the right values. Since the fix, on
// CPU devices a tile 1 wide in OpenCL's dimension 0 is launched with that
// dimension swapped with a wider one, in a build of the program with
// -DAMP_TURN_DIMS that swaps them back (run/tiled-narrow-tiles.cpp).
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
  parallel_for_each(b.extent.tile<8, 1>(), [=](tiled_index<8, 1> t) restrict(amp) {
    index<2> idx = t.global;
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
  run(16, 16);
  return 0;
}
