// Random-program finding (test/random, seed 1452 of the fifth campaign, with the
// compiler of 07:40 that lowers switch to jumps): wrong values, not reduced.
// Only block1 runs; it prints every element it hashes. In its first kernel (on
// b), elements 8 and 10 differ between PoCL and the host accelerator
// (0x74961000 against 0x46e8b000). All three are needed: the switch on h6(...),
// the loop in case 0, the call h1(v13, ~v13) (an unsigned int & parameter) in
// case 1; taking any one out makes the values right.
// From test/random/generate.py 1452, const dropped from the captured scalars.
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
  for (int k = 0; k < n; ++k) { h = (h ^ p[k]) * 16777619u; std::printf("%d %08x\n", k, p[k]); }
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
  io ^= (io + (8u | b));
  unsigned int v2 = (b + 635u);
  { unsigned int *p3 = &v2; *p3 ^= (b + 893u); }
  if ((((io < b) || (8u == 31u)) && (!(!(!(!(b <= 13u))))))) {
    v2 -= io;
    unsigned int v4 = (v2 + io);
  } else {
    unsigned int v5 = (unsigned int)(int)((double)(b & 0xfffu));
  }
  io = (io + v2);
}

static S h6(S s, unsigned int b) restrict(amp) {
  unsigned int v7 = (unsigned int)(int)((((23.0f) * (float)(-4)) * precise_math::round((float)(b & 0xfffu) * 0.5f)));
  { unsigned int *p8 = &b; *p8 = v7; }
  for (int k9 = 0; k9 < 5; ++k9) {
    unsigned int v10 = (v7 + v7);
  }
  s.a = v7;
  return s;
}

struct Table30 {
  unsigned int v[128];
};

// block1 views,section,fresh-array,refresh-after-copy
static void block1() {
  const int rows = 11, cols = 11;
  std::vector<unsigned int> d0(rows * cols), d1(rows * cols), d2(rows * cols), dro(rows * cols);
  fill(d0, 0x06b6c897u);
  fill(d1, 0xd74737f5u);
  fill(d2, 0xf2016999u);
  fill(dro, 0xb5af5ce9u);
  array_view<const unsigned int, 1> ro(rows * cols, dro);
  array_view<unsigned int, 2> b(rows, cols, d1);
  array_view<unsigned int, 1> a1(rows * cols, d0);
  array_view<unsigned int, 2> a = a1.view_as(extent<2>(rows, cols));
  // whole
  unsigned int c11 = 0x7839fda5u;
  unsigned int c12 = 0x327ea548u;
  parallel_for_each(b.extent, [=](index<2> idx) restrict(amp) {
    unsigned int v13 = ((((((830u / (334u | 1u)) != (c11 - c11)) ? (unsigned int)idx[1] : (1u - (unsigned int)b[idx])) & 1u) != 0u) ? 623u : ((c12 ^ (unsigned int)b[idx]) + 161u));
    switch (h6(S{(577u + v13), (~12u), h6(S{0xf941044du, v13, v13}, (unsigned int)idx[0]).b}, (v13 + v13)).c % 4u) {
    case 0u: {
      for (int k14 = 0; k14 < 2; ++k14) {
        v13 *= (446u & v13);
        {
          unsigned int k15 = h6(S{c12, v13, v13}, 660u).b & 7u;
          while (k15 != 0u) {
            v13 ^= (v13 + v13);
            --k15;
          }
        }
        if (((((unsigned int)k14 + (unsigned int)k14) + ((unsigned int)b[idx] << (973u & 31u))) <= ((unsigned int)b[idx] % ((ro[(int)((unsigned int)b[idx] % 121u)] + 3u) | 1u)))) {
          v13 ^= v13;
          v13 ^= (unsigned int)idx[0];
          v13 ^= ((unsigned int)idx[1] + ro[(int)((unsigned int)idx[1] % 121u)]);
        }
      }
      }
      break;
    case 1u: {
      h1(v13, (~v13));
      }
      break;
    case 2u: {
      unsigned int v16 = (~v13);
      }
      break;
    case 3u: {
      unsigned int v17 = (0x4f3aa81fu | 6u);
      }
      break;
    default:
      v13 ^= 1u;
    }
    b[idx] = v13 ^ (unsigned int)(int)((float)(v13 & 0xfffu));
  });
  // section
  array_view<unsigned int, 2> sec18 = b.section(index<2>(9, 3), extent<2>(2, 8));
  unsigned int c19 = 0xdf213fbcu;
  unsigned int c20 = 428u;
  S cs21 = {666u, 324u, 544u};
  unsigned int ca22[16] = {752u, 412u, 196u, 10u, 4u, 971u, 736u, 8u, 6u, 0x0088c6e7u, 5u, 761u, 0xb34f474fu, 12u, 644u, 0x42d06d38u};
  auto kern25 = [=](index<2> idx) restrict(amp) {
    unsigned int v23 = ((unsigned int)idx[0] >> ((unsigned int)sec18[idx] & 31u));
    if ((((v23 >> ((unsigned int)idx[0] & 31u)) | v23) <= ((v23 << (v23 & 31u)) ^ h6(cs21, v23).b))) {
      unsigned int arr24[8] = {(ro[(int)(c19 % 121u)] >> (0xf0235aa3u & 31u)), ((v23 <= v23) ? v23 : ca22[v23 & 15u]), (v23 & ro[(int)((unsigned int)idx[0] % 121u)]), (ca22[(unsigned int)idx[1] & 15u] - (unsigned int)sec18[idx]), cs21.a, (v23 + ro[(int)(c19 % 121u)]), (ca22[c20 & 15u] * v23), ca22[(unsigned int)sec18[idx] & 15u]};
    }
    sec18[idx] = v23 ^ (v23 + ca22[c19 & 15u]);
  };
  parallel_for_each(sec18.extent, kern25);
  // fresh-array
  array<unsigned int, 2> zero26(rows, cols);
  parallel_for_each(b.extent, [=, &zero26](index<2> idx) restrict(amp) {
    b[idx] = b[idx] + zero26[idx] * 7u;
  });
  // refresh-after-copy
  unsigned int c27 = 488u;
  unsigned int c28 = 344u;
  Table30 tbl29;
  for (int k = 0; k < 128; ++k) tbl29.v[k] = (unsigned int)k * 4u + 7u;
  parallel_for_each(a.extent, [=](index<2> idx) restrict(amp) {
    unsigned int v31 = ((unsigned int)idx[0] << (ro[(int)(c28 % 121u)] & 31u));
    unsigned int v32 = (unsigned int)idx[0];
    if ((((unsigned int)(int)((float)((unsigned int)idx[0] & 0xfffu)) * v32) < (unsigned int)((int)((float)(v31 & 0xfffu))))) {
      v32 += (unsigned int)(int)((-28.0));
      unsigned int arr33[4] = {153u, ro[(int)((unsigned int)a[idx] % 121u)], v32, ((450u > 954u) ? v32 : v31)};
      {
        unsigned int k34 = (ro[(int)(c27 % 121u)] / (v32 | 1u)) & 7u;
        while (k34 != 0u) {
          {
            unsigned int k35 = v31 & 7u;
            while (k35 != 0u) {
              unsigned int v36 = ((0xbc79109du + tbl29.v[v31 & 127u]) ^ (unsigned int)(int)((double)((int)(ro[(int)((unsigned int)idx[1] % 121u)] & 0xffu) - 128)));
              v36 ^= (v32 << (v31 & 31u));
              v31 ^= ((ro[(int)((unsigned int)idx[1] % 121u)] + v32) ^ (12u >> (v32 & 31u)));
              --k35;
            }
          }
          --k34;
        }
      }
    } else {
      v31 -= ((v32 * v32) + tbl29.v[v32 & 127u]);
    }
    a[idx] = v31 ^ v32 ^ ((ro[(int)(v32 % 121u)] * c27) + h6(S{(unsigned int)a[idx], 4u, (unsigned int)idx[0]}, (unsigned int)a[idx]).c);
  });
  b.copy_to(a);
  a.refresh();
  a.synchronize();
  b.synchronize();
  unsigned int h = hash_words(d0.data(), rows * cols) ^ (hash_words(d1.data(), rows * cols) * 3u) ^ (hash_words(d2.data(), rows * cols) * 5u);
  report("block1 views,section,fresh-array,refresh-after-copy", h);
}

struct Table41 {
  unsigned int v[200];
};

// block2 views,refresh,section,refresh-after-copy,fresh-array
static void block2() {
  const int rows = 7, cols = 8;
  std::vector<unsigned int> d0(rows * cols), d1(rows * cols), d2(rows * cols), dro(rows * cols);
  fill(d0, 0xd6e36ca3u);
  fill(d1, 0x6b8b7647u);
  fill(d2, 0x4abba879u);
  fill(dro, 0x215df317u);
  array_view<const unsigned int, 1> ro(rows * cols, dro);
  array_view<unsigned int, 2> b(rows, cols, d1);
  array_view<unsigned int, 1> a1(rows * cols, d0);
  array_view<unsigned int, 2> a = a1.view_as(extent<2>(rows, cols));
  // refresh
  b.synchronize();
  for (int k = 0; k < rows * cols; k += 5) d1[k] ^= 0u;
  b.refresh();
  // section
  array_view<unsigned int, 2> sec37 = a.section(index<2>(5, 6), extent<2>(1, 1));
  S cs38 = {11u, 732u, 713u};
  unsigned int ca39[5] = {3u, 2u, 601u, 2u, 276u};
  Table41 tbl40;
  for (int k = 0; k < 200; ++k) tbl40.v[k] = (unsigned int)k * 453u + 8u;
  parallel_for_each(sec37.extent, [=](index<2> idx) restrict(amp) {
    auto lam42 = [=](unsigned int x) restrict(amp) -> unsigned int {
      {
        unsigned int k43 = (x ^ 13u) & 7u;
        while (k43 != 0u) {
          unsigned int v44 = x;
          x ^= ((((h6(cs38, tbl40.v[v44 % 200u]).c & 1u) != 0u) ? ((unsigned int)sec37[idx] + x) : (unsigned int)(int)((-62.0))) + cs38.mix());
          v44 ^= ca39[(unsigned int)sec37[idx] % 5u];
          --k43;
        }
      }
      h1(x, 856u);
      x = h6(S{tbl40.v[x % 200u], (tbl40.v[(unsigned int)idx[0] % 200u] % (x | 1u)), cs38.c}, x).c;
      return (((unsigned int)idx[1] << (tbl40.v[x % 200u] & 31u)) + x);
    };
    unsigned int v45 = (lam42((unsigned int)idx[1]) * (unsigned int)(int)((double)((unsigned int)sec37[idx] & 0xfffu)));
    h1(v45, (unsigned int)(int)(precise_math::ceil((float)(-25) * 0.5f)));
    v45 -= v45;
    { unsigned int *p46 = &v45; *p46 = (v45 & h6(cs38, (v45 ^ ca39[lam42((unsigned int)idx[1]) % 5u])).a); }
    sec37[idx] = v45 ^ ((unsigned int)idx[1] ^ v45);
  });
  // refresh-after-copy
  S cs47 = {8u, 0x47878e3bu, 1u};
  auto kern55 = [=](index<2> idx) restrict(amp) {
    unsigned int v48 = h6(cs47, (unsigned int)idx[1]).c;
    switch (v48 % 3u) {
    case 0u: {
      unsigned int v49 = (((unsigned int)((-69)) + 996u) * ro[(int)((unsigned int)a[idx] % 56u)]);
      }
      break;
    case 1u: {
      unsigned int v50 = (v48 + 0x8e69207eu);
      S st51 = cs47;
      }
      break;
    case 2u: {
      v48 += 0x9427a7b2u;
      v48 = 0x61f5f4e9u;
      }
    default:
      v48 ^= 118u;
    }
    {
      unsigned int k52 = (809u + v48) & 7u;
      while (k52 != 0u) {
        if ((((-((int)(v48 & 0xffu) - 128)) / ((int)((unsigned int)idx[1] & 0xfu) + 1)) == (-(int)((float)(0xc08d4183u & 0xfffu))))) {
          unsigned int v53 = ((unsigned int)(int)((float)(int)(8u & 0x7fffu)) + h6(cs47, v48).b);
          if ((((8u << (0u & 31u)) << ((335u ^ (unsigned int)a[idx]) & 31u)) == ((13u ^ v48) + v48))) {
            unsigned int v54 = 7u;
          }
          h1(v53, v53);
        }
        if (((((ro[(int)((unsigned int)idx[1] % 56u)] != 10u) ? (int)(v48 & 0x7fffu) : ((int)(v48 & 0xffu) - 128)) < 0 ? -((ro[(int)((unsigned int)idx[1] % 56u)] != 10u) ? (int)(v48 & 0x7fffu) : ((int)(v48 & 0xffu) - 128)) : ((ro[(int)((unsigned int)idx[1] % 56u)] != 10u) ? (int)(v48 & 0x7fffu) : ((int)(v48 & 0xffu) - 128))) < ((v48 == (v48 | v48)) ? ((int)(0x70a58fc0u & 0xffu) - 128) : ((int)(0xabb68bccu & 0x7fffu) - ((int)(v48 & 0xffu) - 128))))) {
          v48 += (unsigned int)(int)(precise_math::trunc((double)(int)(v48 & 0x7fffu) * 0.5));
          h1(v48, (0u - v48));
        } else {
          v48 += (294u + v48);
        }
        h1(v48, (h6(S{v48, v48, v48}, ro[(int)((unsigned int)a[idx] % 56u)]).c & (393u & 714u)));
        --k52;
      }
    }
    a[idx] = v48 ^ 0u;
  };
  parallel_for_each(a.extent, kern55);
  b.copy_to(a);
  a.refresh();
  // fresh-array
  array<unsigned int, 2> zero56(rows, cols);
  parallel_for_each(b.extent, [=, &zero56](index<2> idx) restrict(amp) {
    b[idx] = b[idx] + zero56[idx] * 7u;
  });
  // whole
  unsigned int c57 = 3u;
  unsigned int c58 = 3u;
  S cs59 = {13u, 11u, 645u};
  parallel_for_each(a.extent, [=](index<2> idx) restrict(amp) {
    unsigned int v60 = (0u + 9u);
    unsigned int v61 = v60;
    unsigned int v62 = h6(S{h6(S{v60, (v60 & (unsigned int)idx[0]), v60}, h6(cs59, 130u).c).b, v60, h6(cs59, (c57 ^ v61)).a}, (c57 / (h6(cs59, c57).a | 1u))).b;
    a[idx] = v60 ^ v61 ^ v62 ^ (h6(S{v62, v60, (unsigned int)idx[0]}, v62).b ^ ((v60 >= 170u) ? 12u : 502u));
  });
  a.synchronize();
  b.synchronize();
  unsigned int h = hash_words(d0.data(), rows * cols) ^ (hash_words(d1.data(), rows * cols) * 3u) ^ (hash_words(d2.data(), rows * cols) * 5u);
  report("block2 views,refresh,section,refresh-after-copy,fresh-array", h);
}

// block3 tiled,reduction
static void block3() {
  const int n = 10;
  std::vector<unsigned int> in0(n), out(n);
  fill(in0, 0x29da6ef3u);
  array_view<const unsigned int, 1> vin(n, in0);
  array_view<unsigned int, 1> vout(n, out);
  vout.discard_data();
  unsigned int c63 = 11u;
  unsigned int c64 = 0x46209f0fu;
  parallel_for_each(vout.extent.tile<2>(), [=](tiled_index<2> t) restrict(amp) {
    tile_static unsigned int sh[2];
    unsigned int li = (unsigned int)t.local[0];
    unsigned int gi = (unsigned int)t.global[0];
    unsigned int ti = (unsigned int)t.tile[0];
    auto lam65 = [=](unsigned int x) restrict(amp) -> unsigned int {
      x &= 0x74e1d09cu;
      return x;
    };
    auto lam66 = [=](unsigned int x) restrict(amp) -> unsigned int {
      unsigned int v67 = (((x ^ 11u) / ((unsigned int)((int)(li & 0x7fffu)) | 1u)) + 0xf02153ddu);
      { unsigned int *p68 = &v67; *p68 ^= v67; }
      unsigned int v69 = ((v67 + x) + li);
      return v67;
    };
    unsigned int v70 = 3u;
    unsigned int v71 = (ti + v70);
    unsigned int v72 = (v70 - 477u);
    unsigned int v73 = h6(S{vin[(int)(v72 % 10u)], ((0u - v72) + (v71 & v71)), ((3u + v72) | (c64 % (lam66(lam65(c64)) | 1u)))}, (0x8b63558bu + (v70 * v72))).a;
    sh[t.local[0]] = v71 ^ v72 ^ v73 ^ ((((343u + v71) & 2u) != 0u) ? (0u - v70) : c63);
    t.barrier.wait();
    unsigned int nb = sh[(li + 0u) % 2u];
    {
      unsigned int k74 = h6(S{v70, 11u, 514u}, v72).c & 7u;
      while (k74 != 0u) {
        v72 -= (584u + 982u);
        --k74;
      }
    }
    v70 += vin[(int)(v70 % 10u)];
    h1(v70, ti);
    unsigned int result = nb ^ (v71 ^ v72 ^ v73 ^ lam65(c64));
    tile_static unsigned int red[2];
    red[(int)li] = 11u;
    t.barrier.wait();
    for (int st = 1; st > 0; st /= 2) {
      if ((int)li < st) red[(int)li] += red[(int)li + st];
      t.barrier.wait();
    }
    result += red[0];
    vout[t.global] = result;
  });
  vout.synchronize();
  report("block3 tiled,reduction", hash_words(out.data(), n));
}

struct Table92 {
  unsigned int v[200];
};

// block4 views,refresh,array,section-copy,projection,view-as
static void block4() {
  const int rows = 5, cols = 6;
  std::vector<unsigned int> d0(rows * cols), d1(rows * cols), d2(rows * cols), dro(rows * cols);
  fill(d0, 0x3ba2ffb3u);
  fill(d1, 0xa16c215du);
  fill(d2, 0x57321ebdu);
  fill(dro, 0xad16d741u);
  array_view<const unsigned int, 1> ro(rows * cols, dro);
  array_view<unsigned int, 2> b(rows, cols, d1);
  array_view<unsigned int, 1> a1(rows * cols, d0);
  array_view<unsigned int, 2> a = a1.view_as(extent<2>(rows, cols));
  // refresh
  b.synchronize();
  for (int k = 0; k < rows * cols; k += 1) d1[k] ^= 443u;
  b.refresh();
  // whole
  unsigned int c75 = 987u;
  unsigned int c76 = 834u;
  unsigned int ca77[2] = {811u, 675u};
  parallel_for_each(b.extent, [=](index<2> idx) restrict(amp) {
    auto lam78 = [=](unsigned int x) restrict(amp) -> unsigned int {
      unsigned int arr79[4] = {ca77[(unsigned int)b[idx] & 1u], ro[(int)(c75 % 30u)], (ca77[(unsigned int)idx[0] & 1u] + 0x59252e54u), (x ^ x)};
      x |= 375u;
      return (h6(S{359u, x, x}, 0xe9c29686u).c + (unsigned int)idx[1]);
    };
    auto lam80 = [=](unsigned int x) restrict(amp) -> unsigned int {
      unsigned int v81 = (h6(S{x, x, x}, lam78(c75)).a + (0x9577de72u + ro[(int)(c76 % 30u)]));
      unsigned int v82 = (h6(S{v81, ro[(int)((unsigned int)b[idx] % 30u)], v81}, 0x25069a74u).c ^ (unsigned int)(int)((float)(x & 0xfffu)));
      unsigned int v83 = ca77[(unsigned int)b[idx] & 1u];
      return h6(S{(~(unsigned int)b[idx]), h6(S{v81, (unsigned int)idx[1], ca77[x & 1u]}, c75).a, (v83 + v81)}, (0u | ro[(int)((unsigned int)b[idx] % 30u)])).a;
    };
    unsigned int v84 = (ca77[(unsigned int)idx[1] & 1u] % (c75 | 1u));
    unsigned int v85 = ((0x354f4870u + c76) % ((v84 + ca77[(unsigned int)b[idx] & 1u]) | 1u));
    b[idx] = v84 ^ v85 ^ (unsigned int)(int)(((float)((unsigned int)b[idx] & 0xfffu) - (float)(ca77[v85 & 1u] & 0xfffu)));
  });
  // array
  array<unsigned int, 2> arr86(rows, cols, d2.begin());
  parallel_for_each(arr86.extent, [=, &arr86](index<2> idx) restrict(amp) {
    unsigned int v87 = (h6(S{175u, (unsigned int)idx[0], h6(S{(unsigned int)a[idx], 330u, (unsigned int)idx[1]}, 5u).c}, (879u >> ((unsigned int)arr86[idx] & 31u))).b / ((((!(!(791u > (unsigned int)idx[1]))) && ((unsigned int)a[idx] > 4u)) ? ((unsigned int)a[idx] ^ ro[(int)((unsigned int)idx[1] % 30u)]) : h6(S{(unsigned int)idx[1], 0u, (unsigned int)a[idx]}, 10u).b) | 1u));
    unsigned int v88 = ((41 == (-14)) ? 268u : ro[(int)((unsigned int)idx[1] % 30u)]);
    arr86[idx] = v87 ^ v88 ^ (((v87 / (3u | 1u)) <= ((unsigned int)idx[0] / (893u | 1u))) ? v88 : (v88 | v88));
  });
  copy(arr86, d2.begin());
  // section-copy
  a.section(index<2>(0, 0), extent<2>(4, 5)).copy_to(b.section(index<2>(1, 0), extent<2>(4, 5)));
  // projection
  array_view<unsigned int, 1> rowv89 = b[3];
  unsigned int ca90[16] = {0x3a1fc379u, 0x3d68a767u, 2u, 13u, 6u, 0x0a504a3du, 350u, 262u, 480u, 826u, 15u, 502u, 14u, 946u, 0xc6561c33u, 0u};
  Table92 tbl91;
  for (int k = 0; k < 200; ++k) tbl91.v[k] = (unsigned int)k * 0u + 563u;
  parallel_for_each(rowv89.extent, [=](index<1> idx) restrict(amp) {
    unsigned int v93 = (unsigned int)rowv89[idx];
    rowv89[idx] = v93 ^ h6(S{v93, ((unsigned int)rowv89[idx] >> (ro[(int)(v93 % 30u)] & 31u)), ((unsigned int)rowv89[idx] << (679u & 31u))}, (v93 - (unsigned int)idx[0])).b;
  });
  // view-as
  array_view<unsigned int, 1> shape94 = a1.section(1, 21).view_as(extent<1>(21));
  unsigned int c95 = 337u;
  unsigned int c96 = 12u;
  unsigned int c97 = 15u;
  parallel_for_each(shape94.extent, [=](index<1> idx) restrict(amp) {
    unsigned int v98 = (c96 | (((unsigned int)idx[0] & c97) - (1u + c95)));
    switch (((26u + v98) * v98) % 4u) {
    case 0u: {
      h1(v98, (10u + h6(S{v98, v98, v98}, v98).a));
      unsigned int v99 = v98;
      }
      break;
    case 1u: {
      unsigned int v100 = (c97 | ((((unsigned int)idx[0] == 12u) ? 65u : 0u) << ((v98 + 114u) & 31u)));
      unsigned int v101 = (((!(12u != 14u)) || ((7u & 1u) != 0u)) ? (0u - (701u + ro[(int)(v100 % 30u)])) : (unsigned int)(int)(((float)(ro[(int)(c95 % 30u)] & 0xfffu) + (float)21)));
      }
      break;
    case 2u: {
      h1(v98, (unsigned int)(int)(((double)(25.0f) + precise_math::round((-6.0) * 0.5))));
      }
      break;
    case 3u: {
      unsigned int v102 = ((0u - v98) + 410u);
      }
      break;
    default:
      v98 ^= 0x882a7018u;
    }
    unsigned int v103 = (((unsigned int)(int)((float)(-42)) & h6(S{220u, 10u, v98}, v98).c) << (((c95 + v98) / ((unsigned int)(int)((-60.0)) | 1u)) & 31u));
    shape94[idx] = v98 ^ v103 ^ h6(S{((unsigned int)idx[0] - c96), h6(S{v98, v103, v103}, v98).a, c96}, (ro[(int)(c97 % 30u)] + c95)).c;
  });
  a.synchronize();
  b.synchronize();
  unsigned int h = hash_words(d0.data(), rows * cols) ^ (hash_words(d1.data(), rows * cols) * 3u) ^ (hash_words(d2.data(), rows * cols) * 5u);
  report("block4 views,refresh,array,section-copy,projection,view-as", h);
}

// block5 plain2d,projections
static void block5() {
  const int rows = 17, cols = 30;
  std::vector<unsigned int> in0(rows * cols), out(rows * cols);
  fill(in0, 0x8dac77e5u);
  array_view<const unsigned int, 2> vin(rows, cols, in0);
  array_view<unsigned int, 2> vout(rows, cols, out);
  vout.discard_data();
  S cs104 = {4u, 154u, 11u};
  parallel_for_each(vout.extent, [=](index<2> idx) restrict(amp) {
    unsigned int gr = (unsigned int)idx[0], gc = (unsigned int)idx[1];
    array_view<const unsigned int, 1> row = vin[idx[0]];
    unsigned int v105 = cs104.c;
    for (int k106 = 0; k106 < 3; ++k106) {
      unsigned int v107 = ((((int)(v105 & 0x7fffu) * (-70)) > (int)(vin((int)(gc % 17u), (int)(gr % 30u)) & 0x7fffu)) ? (854u ^ v105) : (0u - vin[idx[0]][(int)((gc + 1u) % 30u)]));
    }
    v105 *= (((unsigned int)(int)((float)(v105 & 0xfffu)) - row[(int)(gc % 30u)]) ^ ((!(400u == 550u)) ? v105 : (unsigned int)(int)((double)(937u & 0xfffu))));
    unsigned int v108 = (unsigned int)(int)((float)(vin[idx[0]][(int)((gc + 1u) % 30u)] & 0xfffu));
    switch (gc % 2u) {
    case 0u: {
      for (int k109 = 0; k109 < 2; ++k109) {
        S st110 = cs104;
        unsigned int v111 = ((vin[idx[0]][(int)((gc + 1u) % 30u)] / (v108 | 1u)) - 159u);
        if (((997u + 0u) <= h6(S{gr, v111, vin[idx[0]][(int)((gc + 1u) % 30u)]}, v105).c)) break;
      }
      { unsigned int *p112 = &v105; *p112 += ((((unsigned int)(int)((float)(int)(v108 & 0x7fffu)) ^ (0u - vin((int)(gc % 17u), (int)(gr % 30u)))) <= cs104.c) ? ((v105 >> (v105 & 31u)) >> ((3u + row[(int)(vin[idx[0]][(int)((gc + 1u) % 30u)] % 30u)]) & 31u)) : (((!(0x0b1308fdu >= 0x70fa04a4u)) ? vin((int)(gc % 17u), (int)(gr % 30u)) : row[(int)(gc % 30u)]) & (v105 ^ vin((int)(gc % 17u), (int)(gr % 30u))))); }
      }
      break;
    case 1u: {
      for (int k113 = 0; k113 < 1; ++k113) {
        for (int k114 = 0; k114 < (int)(vin((int)(gc % 17u), (int)(gr % 30u)) & 7u); ++k114) {
          unsigned int v115 = (0x71b5d482u | ((gr + 351u) - (v108 & v105)));
          v108 ^= (348u / (cs104.c | 1u));
        }
        unsigned int v116 = v105;
        h1(v116, ((gc == v108) ? v116 : row[(int)(gc % 30u)]));
      }
      }
      break;
    default:
      v105 ^= 8u;
    }
    vout[idx] = v105 ^ v108 ^ (unsigned int)(int)(((float)((int)(gc & 0xffu) - 128) * (float)(0x14c851f5u & 0xfffu)));
  });
  vout.synchronize();
  report("block5 plain2d,projections", hash_words(out.data(), rows * cols));
}

int main() {
  block1();
  std::printf("checksum: %08x\n", g_checksum);
  return 0;
}
