// Fixed (the runtime gives driver threads 64 MiB stacks; run/large-private-copies.cpp).
// Was an open random-testing finding (PoCL 3.1 only), seed 5722 of the seventh
// campaign (seeds 5000-5757, 2026-11-29), not reduced: block2, an untiled
// kernel over 275 elements capturing a 15,568-byte struct (Big29) whose
// lambdas capture it again by copy ([=] inside the kernel): on PoCL the
// program dies with SIGSEGV in memcpy inside the kernel's work-group function
// (_pocl_kernel_amp_k_seed_5722_190_3_workgroup, work-groups of 256), every
// run; the host accelerator prints checksum 1e761c22. Likely the closures'
// private copies of the struct, 256 work-items at a time, overflowing PoCL's
// worker-thread stack: amp-clang says nothing about it.
// From test/random/generate.py 5722, compiled without -O2.
// Random C++ AMP program: test/random/generate.py 5722
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

static const unsigned int &h1(const unsigned int &a, const unsigned int &b) restrict(amp) {
  return (a & 1u) ? a : b;
}

static unsigned int h2(unsigned int a, unsigned int b = 0x901f1b99u) restrict(cpu, amp) {
  { unsigned int *p3 = &b; *p3 = (9u % (0x5c7d161eu | 1u)); }
  return (((b <= 0x8bdd12beu) || (b == a)) ? ((a <= 72u) ? b : 462u) : (455u & a));
}

static unsigned int h4(unsigned int a, unsigned int b = 10u) restrict(amp) {
  switch (((b | b) | (unsigned int)(int)((-40.0))) % 2u) {
  case 0u: {
    b += 8u;
    a ^= 5u;
    }
    break;
  case 1u: {
    b &= ((((b + 0xbc65dcd3u) < 80u) ? (b + a) : (717u ^ a)) ^ (h1(0x304a17c4u, 15u) + (748u + b)));
    }
    break;
  default:
    a ^= 13u;
  }
  for (int k5 = 0; k5 < (int)(a & 7u); ++k5) {
    unsigned int v6 = (((b ^ (unsigned int)k5) ^ (0x8a0b3327u + a)) << (h2(h1(a, a)) & 31u));
  }
  return 6u;
}

struct Table11 {
  unsigned int v[128];
};

// block1 atomics,add,min
static void block1() {
  const int n = 142;
  std::vector<unsigned int> in0(n), out(n), ubins(5);
  std::vector<int> bins(5, 0);
  fill(in0, 0x573b82fbu);
  fill(ubins, 0x3553a63bu);
  array_view<const unsigned int, 1> vin(n, in0);
  array_view<unsigned int, 1> vout(n, out);
  array_view<int, 1> vb(5, bins);
  array_view<unsigned int, 1> vu(5, ubins);
  vout.discard_data();
  const unsigned int c7 = 8u;
  const unsigned int c8 = 182u;
  S cs9 = {7u, 115u, 0u};
  Table11 tbl10;
  for (int k = 0; k < 128; ++k) tbl10.v[k] = (unsigned int)k * 117u + 557u;
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    unsigned int gi = (unsigned int)idx[0];
    auto lam12 = [=](unsigned int x) restrict(amp) -> unsigned int {
      unsigned int v13 = h4(h4(tbl10.v[gi & 127u], x));
      return (((x * tbl10.v[c7 & 127u]) <= h4(x)) ? (unsigned int)(int)((double)(tbl10.v[c8 & 127u] & 0xfffu)) : (822u << (v13 & 31u)));
    };
    unsigned int v14 = ((!((0u - c7) >= (lam12(c7) + gi))) ? 0x44cd4b23u : ((gi << (c7 & 31u)) + gi));
    switch ((tbl10.v[c8 & 127u] << (v14 & 31u)) % 5u) {
    case 0u: {
      unsigned int v15 = ((tbl10.v[lam12(c7) & 127u] + v14) ^ h2(vin[(int)(lam12(c7) % 142u)], 801u));
      }
    case 1u: {
      if ((((v14 & 1u) != 0u) && ((vin[(int)(c8 % 142u)] - 337u) > (c7 + v14)))) {
        if ((0xef062cf1u < (h2(tbl10.v[gi & 127u], v14) ^ v14))) {
          v14 ^= (tbl10.v[gi & 127u] + 2u);
          v14 ^= (v14 ^ v14);
          unsigned int v16 = ((~tbl10.v[v14 & 127u]) + (v14 ^ c7));
        } else {
          unsigned int v17 = h4(v14);
          v14 ^= (unsigned int)((-56));
          v17 ^= c8;
        }
      }
      unsigned int v18 = v14;
      }
      break;
    case 2u: {
      S st19 = S{(0u - v14), h4(tbl10.v[v14 & 127u]), h4(vin[(int)(lam12(c7) % 142u)], v14)};
      { unsigned int *p20 = &st19.b; *p20 = (unsigned int)(int)((precise_math::fmax((double)(v14 & 0xfffu), (double)((int)(v14 & 0xffu) - 128)) + precise_math::trunc((double)(v14 & 0xfffu) * 0.5))); }
      }
      break;
    case 3u: {
      if (((h2(v14, tbl10.v[gi & 127u]) < (tbl10.v[lam12(c7) & 127u] + v14)) || (((unsigned int)((int)(v14 & 0x7fffu)) & 8u) != 0u))) {
        unsigned int v21 = (c8 - 12u);
      } else {
        switch (((~c7) ^ (v14 + v14)) % 4u) {
        case 0u: {
          v14 ^= cs9.c;
          v14 ^= vin[(int)(v14 % 142u)];
          }
          break;
        case 1u: {
          v14 ^= (v14 << (c8 & 31u));
          }
          break;
        case 2u: {
          v14 ^= (v14 | v14);
          }
          break;
        case 3u: {
          v14 ^= ((c8 | v14) % (h2(v14) | 1u));
          }
          break;
        default:
          v14 ^= 5u;
        }
        unsigned int v22 = v14;
        S st23 = cs9;
      }
      for (int k24 = 0; k24 < (int)(c8 & 7u); ++k24) {
        v14 += (h4(lam12(c7)) - (vin[(int)(c8 % 142u)] + v14));
        for (int k25 = 0; k25 < 3; ++k25) {
          v14 *= (unsigned int)(((((int)(v14 & 0xffu) - 128) - (int)(v14 & 0x7fffu)) % ((int)(v14 & 0xfu) + 1)));
        }
      }
      }
    case 4u: {
      unsigned int v26 = (c7 + v14);
      }
      break;
    default:
      v14 ^= 492u;
    }
    S st27 = S{h4(vin[(int)(c8 % 142u)], tbl10.v[c8 & 127u]), (v14 << (v14 & 31u)), (gi % (v14 | 1u))};
    unsigned int arr28[2] = {(v14 + c8), v14};
    v14 = (c7 + h1(gi, (v14 % (v14 | 1u))));
    unsigned int r = v14 ^ ((vin[(int)(gi % 142u)] << (v14 & 31u)) + gi);
    atomic_fetch_add(&vb[(int)(r % 5u)], (int)(r & 0xffffu));
    atomic_fetch_inc(&vb[0]);
    atomic_fetch_min(&vu[(int)((r >> 4) % 5u)], r * 2654435761u);
    vout[idx] = r;
  });
  vout.synchronize();
  vb.synchronize();
  vu.synchronize();
  unsigned int h = hash_words(out.data(), n) ^ hash_words(ubins.data(), 5);
  for (int b : bins) h = (h ^ (unsigned int)b) * 16777619u;
  report("block1 atomics,add,min", h);
}

struct Big29 {
  unsigned int v[3892];
};

// block2 big-capture,15568-bytes
static void block2() {
  const int n = 275;
  std::vector<unsigned int> out(n);
  Big29 big;
  for (int k = 0; k < 3892; ++k) big.v[k] = (unsigned int)k * 4u ^ 14u;
  array_view<unsigned int, 1> vout(n, out);
  vout.discard_data();
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    unsigned int gi = (unsigned int)idx[0];
    auto lam30 = [=](unsigned int x) restrict(amp) -> unsigned int {
      if ((85 == (((int)(x & 0xffu) - 128) < 0 ? -((int)(x & 0xffu) - 128) : ((int)(x & 0xffu) - 128)))) {
        x ^= gi;
        x ^= ((((big.v[gi % 3892u] + x) << ((0u - gi) & 31u)) < x) ? ((((int)(big.v[gi % 3892u] & 0xffu) - 128) > (((int)(14u & 0xffu) - 128) / ((int)(72u & 0xfu) + 1))) ? (unsigned int)(int)((float)(big.v[x % 3892u] & 0xfffu)) : (x | x)) : gi);
      } else {
        x ^= 918u;
        x ^= ((gi + big.v[gi % 3892u]) >> ((gi >> (x & 31u)) & 31u));
      }
      unsigned int arr31[2] = {(x ^ big.v[x % 3892u]), (834u << (x & 31u))};
      return (h4(gi, x) + x);
    };
    auto lam32 = [=](unsigned int x) restrict(amp) -> unsigned int {
      { unsigned int *p33 = &x; *p33 = h1(x, x); }
      S st34 = S{((!(!(gi < lam30(gi)))) ? 4u : x), (6u + lam30(gi)), (x << (x & 31u))};
      unsigned int v35 = ((((x & 4u) != 0u) ? x : x) / (((x < x) ? x : big.v[lam30(gi) % 3892u]) | 1u));
      return ((~big.v[x % 3892u]) * st34.a);
    };
    unsigned int v36 = (((lam32(gi) << (big.v[gi % 3892u] & 31u)) >> (((lam30(gi) > big.v[lam30(gi) % 3892u]) ? lam30(gi) : lam32(gi)) & 31u)) | gi);
    if (((((lam32(gi) << (big.v[gi % 3892u] & 31u)) & (big.v[v36 % 3892u] + big.v[gi % 3892u])) & 8u) != 0u)) {
      v36 &= h2((lam32(gi) ^ (v36 & lam32(gi))), (big.v[lam32(gi) % 3892u] + (v36 | 177u)));
      v36 += (unsigned int)(int)((float)(lam32(gi) & 0xfffu));
    } else {
      for (int k37 = 0; k37 < 3; ++k37) {
        v36 ^= v36;
      }
    }
    unsigned int v38 = lam30(gi);
    unsigned int v39 = ((!(big.v[gi % 3892u] == v36)) ? 641u : v38);
    vout[idx] = v36 ^ v38 ^ v39 ^ (v38 * (unsigned int)(int)((float)((int)(v39 & 0xffu) - 128))) ^ big.v[3891] ^ big.v[gi % 3892u];
  });
  vout.synchronize();
  report("block2 big-capture,15568-bytes", hash_words(out.data(), n));
}

int main() {
  block1();
  block2();
  std::printf("checksum: %08x\n", g_checksum);
  return 0;
}
