// RUN: %amp-clang -O2 %s -o %t && %run %t | FileCheck %s
// test/random/generate.py 7153, block 4 alone: a tiled kernel whose while
// loop holds two nested switches with fall-throughs, then a barrier. With
// switches lowered to comparisons and jumps, PoCL 3.1 at -O2 computed
// f8283645 (right with -cl-opt-disable, on the host accelerator and on the
// H200); a switch is now a loop run once (lowering/SwitchEmitter.cpp).
#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct S {
  unsigned int a, b, c;
  unsigned int mix() const restrict(cpu, amp) { return a * 3u + (b ^ c); }
};

static unsigned int g_checksum = 2166136261u;

static unsigned int hash_words(const unsigned int *p, int n) {
  unsigned int h = 2166136261u;
  for (int k = 0; k < n; ++k) h = (h ^ p[k]) * 16777619u;
  return h;
}

static void report(const char *name, unsigned int h) {
  std::printf("%s: %08x\n", name, h);
  g_checksum = (g_checksum ^ h) * 16777619u;
}

static void fill(std::vector<unsigned int> &v, unsigned int x) {
  for (size_t k = 0; k < v.size(); ++k) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    v[k] = (k % 3 == 0) ? x % 100u : x;
  }
}

static unsigned int *h1(unsigned int *p, unsigned int k) restrict(cpu, amp) {
  return p + (k & 3u);
}

static const unsigned int &h2(const unsigned int &a, const unsigned int &b) restrict(cpu, amp) {
  return a < b ? a : b;
}

static const unsigned int &h3(const unsigned int &a, const unsigned int &b) restrict(amp) {
  return a > b ? a : b;
}

struct Table23 {
  unsigned int v[16];
};

// block4 tiled,2d,tile-atomics
static void block4() {
  const int rows = 8, cols = 24;
  std::vector<unsigned int> in0(rows * cols), out(rows * cols);
  fill(in0, 0x4eeb2e71u);
  array_view<const unsigned int, 1> vin(rows * cols, in0);
  array_view<unsigned int, 2> vout(rows, cols, out);
  vout.discard_data();
  const unsigned int c17 = 0x871e0e11u;
  const unsigned int c18 = 3u;
  const unsigned int c19 = 661u;
  S cs20 = {0xc54cf208u, 3u, 2u};
  unsigned int ca21[8] = {12u, 554u, 2u, 7u, 11u, 1u, 15u, 6u};
  Table23 tbl22;
  for (int k = 0; k < 16; ++k) tbl22.v[k] = (unsigned int)k * 0u + 0u;
  parallel_for_each(vout.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) restrict(amp) {
    tile_static unsigned int sh[8][8];
    unsigned int li = (unsigned int)t.local[0], lj = (unsigned int)t.local[1];
    unsigned int gi = (unsigned int)(t.global[0] * cols + t.global[1]);
    unsigned int ti = (unsigned int)(t.tile[0] * 7 + t.tile[1]);
    auto lam24 = [=](unsigned int x) restrict(amp) -> unsigned int {
      x ^= ((li + x) << ((x >> (c18 & 31u)) & 31u));
      return ((tbl22.v[ti & 15u] >> (li & 31u)) * (4u << (c18 & 31u)));
    };
    auto lam25 = [=](unsigned int x) restrict(amp) -> unsigned int {
      x += vin[(int)(c17 % 192u)];
      {
        unsigned int k26 = (x ^ ti) & 7u;
        while (k26 != 0u) {
          x ^= (tbl22.v[x & 15u] & vin[(int)(gi % 192u)]);
          unsigned int v27 = (((x & 8u) != 0u) ? 12u : x);
          --k26;
        }
      }
      return ((x / (ti | 1u)) << ((ti + vin[(int)(gi % 192u)]) & 31u));
    };
    unsigned int v28 = cs20.a;
    unsigned int v29 = (((1u + tbl22.v[gi & 15u]) >= cs20.c) ? h2(c19, ti) : ca21[gi & 7u]);
    {
      unsigned int k30 = (gi ^ vin[(int)(ti % 192u)]) & 7u;
      while (k30 != 0u) {
        switch ((unsigned int)(int)(fast_math::fabs((float)(int)(356u & 0x7fffu))) % 4u) {
        case 0u: {
          S st31 = cs20;
          }
        case 1u: {
          switch (h2(gi, ti) % 4u) {
          case 0u: {
            unsigned int v32 = h2(c18, ti);
            v28 ^= cs20.c;
            }
          case 1u: {
            v28 ^= (unsigned int)(int)((35.0));
            }
            break;
          case 2u: {
            v29 ^= h3(ca21[li & 7u], lam25(c19));
            v28 *= cs20.a;
            }
          case 3u: {
            v29 = cs20.a;
            }
            break;
          default:
            v29 ^= 10u;
          }
          }
        case 2u: {
          unsigned int arr33[2] = {(li ^ v29), cs20.a};
          unsigned int v34 = v29;
          }
          break;
        case 3u: {
          for (int k35 = 0; k35 < (int)(v28 & 7u); ++k35) {
            v29 ^= (v28 + tbl22.v[lam24(c17) & 15u]);
            unsigned int v36 = c18;
            v36 ^= (k30 * v29);
          }
          v28 ^= (h3(v29, c18) + v28);
          }
          break;
        default:
          v29 ^= 0xfa568d7au;
        }
        --k30;
      }
    }
    unsigned int v37 = ((unsigned int)(int)((float)(int)(vin[(int)(c18 % 192u)] & 0x7fffu)) + (v28 >> (tbl22.v[li & 15u] & 31u)));
    sh[t.local[0]][t.local[1]] = v28 ^ v29 ^ v37 ^ ((v37 + v37) % ((0xb26d38ccu + 797u) | 1u));
    t.barrier.wait();
    unsigned int nb = sh[(li + 0u) % 8u][(lj + 3u) % 8u];
    unsigned int result = nb ^ (v28 ^ v29 ^ v37 ^ cs20.c);
    tile_static int cnt;
    if ((int)(li * 8u + lj) == 0) cnt = 0;
    t.barrier.wait();
    atomic_fetch_add(&cnt, (int)(((13u >> (v28 & 31u)) + v28) & 0xffu));
    t.barrier.wait();
    result ^= (unsigned int)cnt;
    vout[t.global] = result;
  });
  vout.synchronize();
  report("block4 tiled,2d,tile-atomics", hash_words(out.data(), rows * cols));
}

int main() { block4(); return 0; }
// CHECK: block4 tiled,2d,tile-atomics: 03e3b5a5
