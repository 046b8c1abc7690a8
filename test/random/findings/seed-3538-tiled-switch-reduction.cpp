// Fixed random-testing finding (PoCL 3.1 only), seed 3538 of the sixth
// campaign (seeds 3000-3641, 2026-11-29): block1 (a 1-D tiled kernel,
// tile<16>, tile_static arrays, two switches whose cases cover `% 2u` and
// `% 4u`, loops with break between the barriers, a tree reduction) printed
// cf7c7095 on PoCL and 67666121 on the host accelerator; right with
// POCL_EXTRA_BUILD_FLAGS=-cl-opt-disable, wrong with
// POCL_WORK_GROUP_SPECIALIZATION=0. amp-clang's OpenCL C (the switch as
// comparisons and jumps) is right: PoCL's -O2 build made the jumps a switch
// again, and since its cases cover `% 4u`, gave it an `unreachable` default;
// the work-items of cases 1 and 2 (l % 4 = 2, 3) then skipped their code
// (v22 unchanged). With the default kept reachable (the condition XOR a
// value LLVM cannot bound, or the last case as the default) PoCL is right.
// Fixed in the switch lowering (SwitchEmitter.cpp); test
// run/switch-covered-cases.cpp holds block1.
// From test/random/generate.py 3538, compiled without -O2.
// Random C++ AMP program: test/random/generate.py 3538
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

static void h1(unsigned int &io, unsigned int b) restrict(amp) {
  unsigned int v2 = (6u ^ io);
  if ((((!(!(13u <= v2))) && (6u >= 357u)) || ((v2 + b) > (v2 + v2)))) {
    v2 ^= (unsigned int)((int)(14u & 0x7fffu));
    io ^= (298u >> ((v2 + b) & 31u));
    io ^= ((((unsigned int)(int)((double)(io & 0xfffu)) == (v2 + b)) ? io : (b & 0x94f11d58u)) + io);
  }
  if ((v2 < ((b + v2) >> (((b < io) ? 14u : 507u) & 31u)))) {
    v2 += (b + io);
  } else {
    io ^= v2;
    io ^= (((((int)(v2 & 0x7fffu) - ((int)(v2 & 0xffu) - 128)) % (-(int)(v2 & 0x7u) - 1)) > (((((int)(3u & 0xffu) - 128) > ((int)(v2 & 0xffu) - 128)) ? (int)(v2 & 0x7fffu) : ((int)(b & 0xffu) - 128)) % (-(int)(io & 0x7u) - 1))) ? 358u : ((io + 361u) - v2));
    v2 ^= (0x7ae219acu | 326u);
  }
  switch ((7u / (b | 1u)) % 5u) {
  case 0u: {
    v2 |= b;
    io ^= (((io << (v2 & 31u)) + 297u) + 0x87bb59ceu);
    }
    break;
  case 1u: {
    io ^= ((io == b) ? v2 : 13u);
    }
    break;
  case 2u: {
    unsigned int v3 = (879u + 0x8a099c0cu);
    v2 ^= (v3 | (0xd21a5b8eu << (v2 & 31u)));
    }
  case 3u: {
    v2 ^= (b + 853u);
    }
    break;
  case 4u: {
    io ^= (io ^ (b + 1u));
    }
    break;
  default:
    io ^= 651u;
  }
  io = ((v2 ^ io) + io);
}

static S h4(S s, unsigned int b) restrict(cpu, amp) {
  b += (b << (b & 31u));
  unsigned int v5 = s.mix();
  b &= (((14u >= 497u) && (v5 != b)) ? (v5 | b) : (85u / (v5 | 1u)));
  unsigned int arr6[8] = {b, s.c, (~0xd530918fu), s.c, (unsigned int)(46), (b % (0x9a127cfau | 1u)), (0xc3a30965u >> (13u & 31u)), (963u + 12u)};
  s.c = (~(v5 + arr6[v5 & 7u]));
  return s;
}

static unsigned int *h7(unsigned int *p, unsigned int k) restrict(cpu, amp) {
  return p + (k & 3u);
}

static void h8(unsigned int &io, unsigned int b) restrict(amp) {
  unsigned int arr9[2] = {(163u + io), (12u & 7u)};
  io = ((io + b) + arr9[b & 1u]);
}

static unsigned int h10(const S &s) restrict(amp) {
  unsigned int v11 = 15u;
  for (int k12 = 0; k12 < 6; ++k12) {
    unsigned int arr13[8] = {(((int)(v11 & 0x7fffu) < (int)(v11 & 0x7fffu)) ? (unsigned int)k12 : (unsigned int)k12), (v11 - v11), (unsigned int)(int)((double)(382u & 0xfffu)), (unsigned int)k12, h4(S{0u, 2u, v11}, (unsigned int)k12).a, (65u + 618u), (unsigned int)((int)(113u & 0x7fffu)), (11u + (unsigned int)k12)};
    unsigned int v14 = arr13[v11 & 7u];
    {
      unsigned int k15 = v11 & 7u;
      while (k15 != 0u) {
        v11 ^= arr13[v11 & 7u];
        v11 ^= ((!(!(v11 != arr13[k15 & 7u]))) ? arr13[(unsigned int)k12 & 7u] : v11);
        v14 &= (arr13[v11 & 7u] << (v11 & 31u));
        --k15;
      }
    }
  }
  return ((v11 + v11) + 4u);
}

// block1 tiled,reduction
static void block1() {
  const int n = 16;
  std::vector<unsigned int> in0(n), out(n);
  fill(in0, 0xadadccf7u);
  array_view<const unsigned int, 1> vin(n, in0);
  array_view<unsigned int, 1> vout(n, out);
  vout.discard_data();
  const unsigned int c16 = 470u;
  const unsigned int c17 = 0x03c1a1bdu;
  const unsigned int c18 = 4u;
  S cs19 = {544u, 0x47538d8du, 891u};
  unsigned int ca20[2] = {0xe1fb2d8eu, 0xf9518baau};
  auto kern40 = [=](tiled_index<16> t) restrict(amp) {
    tile_static unsigned int sh[16];
    unsigned int li = (unsigned int)t.local[0];
    unsigned int gi = (unsigned int)t.global[0];
    unsigned int ti = (unsigned int)t.tile[0];
    unsigned int v21 = li;
    h1(v21, (unsigned int)((int)((float)(vin[(int)(c17 % 16u)] & 0xfffu))));
    unsigned int v22 = ca20[c16 & 1u];
    if ((((((int)(ca20[c17 & 1u] & 0xffu) - 128) < 0 ? -((int)(ca20[c17 & 1u] & 0xffu) - 128) : ((int)(ca20[c17 & 1u] & 0xffu) - 128)) > (((int)(li & 0xffu) - 128) - (int)(ca20[li & 1u] & 0x7fffu))) || (((vin[(int)(v21 % 16u)] >= v22) ? v21 : li) >= c16))) {
      v21 &= ti;
      v22 ^= (((v21 & 8u) != 0u) ? 0x6416f835u : v21);
    } else {
      unsigned int arr23[2] = {v21, vin[(int)(gi % 16u)]};
    }
    h1(v21, (h10(cs19) - ((ti ^ gi) << (cs19.a & 31u))));
    unsigned int v24 = (ca20[c16 & 1u] >> (c18 & 31u));
    if ((ca20[c16 & 1u] <= (unsigned int)((int)(v21 & 0x7fffu)))) {
      h1(v22, ((((!(v21 != 4u)) ? c18 : vin[(int)(v21 % 16u)]) + 6u) % (((6u << (v21 & 31u)) * gi) | 1u)));
      unsigned int v25 = (unsigned int)(int)((float)(v21 & 0xfffu));
      switch (h4(cs19, v22).b % 2u) {
      case 0u: {
        unsigned int arr26[4] = {h4(cs19, v24).a, ((1u != ca20[c16 & 1u]) ? v25 : v25), (ti + v22), h10(cs19)};
        unsigned int v27 = ((unsigned int)((int)(v25 & 0x7fffu)) + v22);
        }
        break;
      case 1u: {
        unsigned int v28 = (c16 & li);
        unsigned int arr29[2] = {cs19.b, (((v24 & 2u) != 0u) ? v28 : v22)};
        }
        break;
      default:
        v25 ^= 15u;
      }
    } else {
      v24 = (201u + v21);
      h1(v22, ti);
      unsigned int v30 = ((!((int)(c17 & 0x7fffu) == (int)(1u & 0x7fffu))) ? v24 : v24);
    }
    sh[t.local[0]] = v21 ^ v22 ^ v24 ^ h10(cs19);
    t.barrier.wait();
    unsigned int nb = sh[(li + 3u) % 16u];
    switch ((((!(ca20[gi & 1u] > ca20[c18 & 1u])) ? v24 : v21) * h4(S{gi, v24, v22}, ca20[nb & 1u]).a) % 4u) {
    case 0u: {
      unsigned int v31 = (0u - ((unsigned int)(int)((13.0f)) * cs19.mix()));
      unsigned int v32 = (((cs19.b / (c18 | 1u)) > (v22 + v22)) ? h10(cs19) : ((v24 & ca20[c16 & 1u]) % ((unsigned int)((-81)) | 1u)));
      }
      break;
    case 1u: {
      unsigned int v33 = vin[(int)(c18 % 16u)];
      h1(v22, (ca20[gi & 1u] + v33));
      }
    case 2u: {
      for (int k34 = 0; k34 < (int)(li & 7u); ++k34) {
        v24 &= (v22 % (v24 | 1u));
        for (int k35 = 0; k35 < (int)(li & 7u); ++k35) {
          v21 ^= cs19.b;
          v22 ^= 724u;
          if (((ca20[v24 & 1u] + v22) != v22)) break;
        }
        v22 &= v24;
      }
      { unsigned int *p36 = &v24; *p36 += (c17 % (v24 | 1u)); }
      }
      break;
    case 3u: {
      unsigned int v37 = (v21 * ti);
      }
      break;
    default:
      v22 ^= 0x0c8adb48u;
    }
    unsigned int v38 = (v22 + cs19.b);
    unsigned int v39 = cs19.c;
    unsigned int result = nb ^ (v24 ^ v38 ^ v39 ^ ((nb ^ v38) >> (cs19.a & 31u)));
    tile_static unsigned int red[16];
    red[(int)li] = h4(S{v21, h10(cs19), ca20[li & 1u]}, (4u * ca20[v39 & 1u])).b;
    t.barrier.wait();
    for (int st = 8; st > 0; st /= 2) {
      if ((int)li < st) red[(int)li] += red[(int)li + st];
      t.barrier.wait_with_tile_static_memory_fence();
    }
    result += red[0];
    vout[t.global] = result;
  };
  parallel_for_each(vout.extent.tile<16>(), kern40);
  vout.synchronize();
  report("block1 tiled,reduction", hash_words(out.data(), n));
}

struct Table45 {
  unsigned int v[256];
};

// block2 tiled,reduction
static void block2() {
  const int n = 8;
  std::vector<unsigned int> in0(n), out(n);
  fill(in0, 0x61d3dd75u);
  array_view<const unsigned int, 1> vin(n, in0);
  array_view<unsigned int, 1> vout(n, out);
  vout.discard_data();
  const unsigned int c41 = 0xb1241880u;
  const unsigned int c42 = 0x6e00e6e6u;
  S cs43 = {618u, 2u, 842u};
  Table45 tbl44;
  for (int k = 0; k < 256; ++k) tbl44.v[k] = (unsigned int)k * 0xaafe6de0u + 293u;
  auto kern54 = [=](tiled_index<4> t) restrict(amp) {
    tile_static unsigned int sh[4];
    unsigned int li = (unsigned int)t.local[0];
    unsigned int gi = (unsigned int)t.global[0];
    unsigned int ti = (unsigned int)t.tile[0];
    unsigned int v46 = ((h10(cs43) + c41) + ti);
    v46 -= (~v46);
    v46 += (unsigned int)((-33));
    sh[t.local[0]] = v46 ^ (~((v46 == vin[(int)(ti % 8u)]) ? v46 : vin[(int)(c42 % 8u)]));
    t.barrier.wait();
    unsigned int nb = sh[(li + 4u) % 4u];
    for (int k47 = 0; k47 < 1; ++k47) {
      h8(v46, v46);
      {
        unsigned int k48 = c41 & 7u;
        while (k48 != 0u) {
          if ((((int)(v46 & 0x7fffu) - (45 - ((int)(v46 & 0xffu) - 128))) == (int)(precise_math::round(precise_math::sqrt(precise_math::fabs((float)10) * precise_math::fabs((float)10)))))) {
            unsigned int v49 = (((tbl44.v[li & 255u] % (tbl44.v[c42 & 255u] | 1u)) % ((gi + v46) | 1u)) & h10(cs43));
            unsigned int v50 = (0u ^ tbl44.v[c42 & 255u]);
            h8(v49, h4(cs43, ((((int)(207u & 0xffu) - 128) == (int)(v46 & 0x7fffu)) ? 0x57454e16u : tbl44.v[gi & 255u])).a);
          } else {
            h1(v46, ((tbl44.v[c42 & 255u] * h4(S{ti, v46, v46}, gi).b) << ((unsigned int)((69 / (-(int)(v46 & 0x7u) - 1))) & 31u)));
            v46 = ((!(!((int)(v46 & 0x7fffu) == (int)(v46 & 0x7fffu)))) ? (gi - v46) : (v46 % (969u | 1u)));
          }
          --k48;
        }
      }
      {
        unsigned int k51 = h4(S{tbl44.v[nb & 255u], vin[(int)(v46 % 8u)], 0x1c0454a7u}, ti).a & 7u;
        while (k51 != 0u) {
          { unsigned int *p52 = &v46; *p52 += (tbl44.v[(unsigned int)k47 & 255u] + v46); }
          --k51;
        }
      }
    }
    { unsigned int *p53 = &v46; *p53 = (((((int)(v46 & 0xffu) - 128) > (int)(tbl44.v[nb & 255u] & 0x7fffu)) ? tbl44.v[c42 & 255u] : cs43.a) << ((unsigned int)((((v46 & 2u) != 0u) ? (int)(tbl44.v[c42 & 255u] & 0x7fffu) : (int)(v46 & 0x7fffu))) & 31u)); }
    unsigned int result = nb ^ (v46 ^ v46);
    tile_static unsigned int red[4];
    red[(int)li] = 0xa1c5cefau;
    t.barrier.wait();
    for (int st = 2; st > 0; st /= 2) {
      if ((int)li < st) red[(int)li] += red[(int)li + st];
      t.barrier.wait();
    }
    result += red[0];
    vout[t.global] = result;
  };
  parallel_for_each(vout.extent.tile<4>(), kern54);
  vout.synchronize();
  report("block2 tiled,reduction", hash_words(out.data(), n));
}

int main() {
  block1();
  block2();
  std::printf("checksum: %08x\n", g_checksum);
  return 0;
}
