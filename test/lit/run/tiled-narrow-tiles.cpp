// RUN: %amp-clang %s -o %t
// RUN: env AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %opencl-check %t.cl
// Tiles 1 wide in C++ AMP's last dimension (tile<8, 1>, tile<4, 1, 1>, ...)
// are OpenCL work-groups 1 wide in dimension 0. Given such a group and a
// kernel it peels (LLVM's `unreachable` default of a switch whose cases
// cover `% 4u`), PoCL 3.1 runs the group's first work-item twice: the first
// kernel below printed "16 x 16: fe8201c5, element 8: a23db000" on PoCL
// (a test/random finding: tile<8, 1>). On CPU devices the runtime
// now swaps OpenCL's dimension 0 with a wider one, in the NDRange and in a
// build of the program with -DAMP_TURN_DIMS (the LOG lines: the NDRange of
// the launches is 8 x 1 groups); the second kernel checks that every index,
// tile_static and the barrier stay C++ AMP's then, and that each work-item
// runs once. (Since run/switch-covered-cases.cpp's fix, the switch no longer
// gives LLVM's `unreachable` default: the first kernel is right on PoCL even
// in 1 x 8 groups; the turn stays for what else PoCL peels.)
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

static void fill(std::vector<unsigned int> &d) {
  unsigned int x = 0xd74737f5u;
  for (size_t k = 0; k < d.size(); ++k) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    d[k] = (k % 3 == 0) ? x % 100u : x;
  }
}

static void finding(int rows, int cols) {
  std::vector<unsigned int> d(rows * cols);
  fill(d);
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
}

struct Dims {
  int v[3];
};

// The code of a global index, and what the work-item at `g` writes: its own
// local, tile and tile origin indices, and the code the work-item at the
// mirrored local position (tile - 1 - local in each dimension) stored in
// tile_static memory before the barrier.
template <int N> static unsigned int code_of(index<N> g) restrict(cpu, amp) {
  unsigned int c = 0;
  for (int k = 0; k < N; ++k)
    c = c * 256u + (unsigned int)g[k];
  return c;
}

template <int N> static unsigned int mix(index<N> l, index<N> tl, index<N> origin, unsigned int mirror) restrict(cpu, amp) {
  unsigned int v = 0;
  for (int k = 0; k < N; ++k)
    v = v * 31u + (unsigned int)(l[k] + 8 * tl[k] + 64 * origin[k]);
  return v ^ (mirror * 2654435761u);
}

template <int N> static unsigned int expected(index<N> g, Dims tile) {
  index<N> l, tl, origin, mirror;
  for (int k = 0; k < N; ++k) {
    l[k] = g[k] % tile.v[k];
    tl[k] = g[k] / tile.v[k];
    origin[k] = tl[k] * tile.v[k];
    mirror[k] = origin[k] + (tile.v[k] - 1 - l[k]);
  }
  return mix<N>(l, tl, origin, code_of<N>(mirror));
}

// Each work-item: its global index's code into tile_static memory, a
// barrier, the mirrored work-item's code back, its indices; and how often it
// ran (after a switch whose cases cover `& 3u`, the shape PoCL peels).
template <class Tiled, int N> static void indices(const char *name, Tiled domain, Dims tile, bool uniform = true) {
  extent<N> e = domain;
  std::vector<unsigned int> out(e.size()), runs(e.size(), 0u);
  array_view<unsigned int, N> o(e, out), r(e, runs);
  parallel_for_each(domain, [=](auto t) restrict(amp) {
    tile_static unsigned int seen[64];
    int me = 0, them = 0;
    for (int k = 0; k < N; ++k) {
      me = me * tile.v[k] + t.local[k];
      them = them * tile.v[k] + (tile.v[k] - 1 - t.local[k]);
    }
    seen[me] = code_of<N>(t.global);
    if (uniform) // a barrier under a condition: PoCL peels the region
      t.barrier.wait();
    else
      t.barrier.wait_with_tile_static_memory_fence();
    unsigned int mirror = seen[them];
    unsigned int add = 1u;
    switch ((unsigned int)t.global[N - 1] & 3u) {
    case 0u: add = 1u; break;
    case 1u: add = 1u + (unsigned int)t.local[0] * 0u; break;
    case 2u: add = (unsigned int)(t.tile[0] >= 0); break;
    case 3u: add = 1u; break;
    }
    atomic_fetch_add(&r[t.global], add);
    o[t.global] = mix<N>(t.local, t.tile, t.tile_origin, mirror);
  });
  o.synchronize();
  r.synchronize();
  int wrong = 0, twice = 0;
  for (int k = 0; k < (int)e.size(); ++k) {
    index<N> g;
    int rest = k;
    for (int d = N - 1; d >= 0; --d) {
      g[d] = rest % e[d];
      rest /= e[d];
    }
    wrong += out[k] != expected<N>(g, tile);
    twice += runs[k] != 1u;
  }
  std::printf("%s: %d elements, %d wrong, %d not run once\n", name, (int)e.size(), wrong, twice);
}

int main() {
  finding(16, 16);
  const Dims t81 = {{8, 1}}, t41 = {{4, 1}}, t11 = {{1, 1}}, t48 = {{4, 8}};
  indices<tiled_extent<8, 1>, 2>("tile<8, 1> over 16 x 16", extent<2>(16, 16).tile<8, 1>(), t81);
  indices<tiled_extent<4, 1>, 2>("tile<4, 1> over 8 x 12", extent<2>(8, 12).tile<4, 1>(), t41);
  indices<tiled_extent<1, 1>, 2>("tile<1, 1> over 4 x 4", extent<2>(4, 4).tile<1, 1>(), t11);
  indices<tiled_extent<4, 8>, 2>("tile<4, 8> over 8 x 16", extent<2>(8, 16).tile<4, 8>(), t48);
  const Dims t411 = {{4, 1, 1}}, t241 = {{2, 4, 1}}, t141 = {{1, 4, 1}}, t311 = {{3, 1, 1}}, t222 = {{2, 2, 2}};
  indices<tiled_extent<4, 1, 1>, 3>("tile<4, 1, 1> over 8 x 4 x 3", extent<3>(8, 4, 3).tile<4, 1, 1>(), t411);
  indices<tiled_extent<2, 4, 1>, 3>("tile<2, 4, 1> over 4 x 8 x 5", extent<3>(4, 8, 5).tile<2, 4, 1>(), t241);
  indices<tiled_extent<1, 4, 1>, 3>("tile<1, 4, 1> over 2 x 8 x 3", extent<3>(2, 8, 3).tile<1, 4, 1>(), t141);
  indices<tiled_extent<3, 1, 1>, 3>("tile<3, 1, 1> over 6 x 2 x 2", extent<3>(6, 2, 2).tile<3, 1, 1>(), t311);
  indices<tiled_extent<2, 2, 2>, 3>("tile<2, 2, 2> over 4 x 4 x 4", extent<3>(4, 4, 4).tile<2, 2, 2>(), t222);
  return 0;
}
// CL: #ifdef AMP_TURN_DIMS
// CL-NEXT: #define amp_turn(d)
// CL-NEXT: #define get_global_id(d) get_global_id(amp_turn(d))
// LOG: built program from {{.*}}tiled-narrow-tiles.cpp with OpenCL's dimensions 0 and 1 swapped
// LOG: launch amp_k_tiled_narrow_tiles_{{[0-9_]+}} ({{.*}}) on device 0: offset 0x0x0 global 16x16x1 local 8x1x1
// LOG: built program from {{.*}}tiled-narrow-tiles.cpp with OpenCL's dimensions 0 and 2 swapped
// LOG: global 8x4x3 local 4x1x1
// LOG: global 8x5x4 local 4x1x2
// LOG: global 4x4x4 local 2x2x2
// The host accelerator's values (%run also compares the two runs).
// CHECK: 16 x 16: 545281c5, element 8: 46e8b000
// CHECK-NEXT: tile<8, 1> over 16 x 16: 256 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<4, 1> over 8 x 12: 96 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<1, 1> over 4 x 4: 16 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<4, 8> over 8 x 16: 128 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<4, 1, 1> over 8 x 4 x 3: 96 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<2, 4, 1> over 4 x 8 x 5: 160 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<1, 4, 1> over 2 x 8 x 3: 48 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<3, 1, 1> over 6 x 2 x 2: 24 elements, 0 wrong, 0 not run once
// CHECK-NEXT: tile<2, 2, 2> over 4 x 4 x 4: 64 elements, 0 wrong, 0 not run once
