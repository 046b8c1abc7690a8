// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Switches whose cases cover every value of their condition (`% 4u`, cases
// 0 to 3) in tiled kernels with barriers. amp-clang writes a switch as
// comparisons and jumps (run/switch-before-barrier.cpp), but PoCL's -O2
// build makes them a switch again, and LLVM gives a switch whose cases cover
// every value an `unreachable` default, which PoCL 3.1 mishandles before a
// barrier: the work-items of cases 1 and 2 skipped their code (test/random
// seed 3538: block 1 printed cf7c7095 on PoCL, 67666121 on the host
// accelerator). The condition now hides its range from LLVM.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static unsigned int hash(const std::vector<unsigned int> &v) {
  unsigned int h = 2166136261u;
  for (unsigned int x : v)
    h = (h ^ x) * 16777619u;
  return h;
}

// test/random seed 3538's block 1, as generated: the switch after the first
// barrier (cases 1 and 2, a fall-through and loops left by `break`) is the
// one PoCL got wrong.
struct S {
  unsigned int a, b, c;
  unsigned int mix() const restrict(cpu, amp) { return a * 3u + (b ^ c); }
};

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
  std::printf("seed 3538, block 1: %08x\n", hash(out));
}

// A case falls through into a case holding nested loops left by `break`,
// then tile_static memory, a barrier and a tree reduction.
static void loops_in_a_case(int n) {
  std::vector<unsigned int> in(n), out(n);
  for (int k = 0; k < n; ++k)
    in[k] = (unsigned int)k * 2654435761u + 12345u;
  array_view<const unsigned int, 1> vin(n, in);
  array_view<unsigned int, 1> vout(n, out);
  vout.discard_data();
  parallel_for_each(vout.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static unsigned int sh[16];
    unsigned int li = (unsigned int)t.local[0];
    unsigned int a = vin[t.global], b = li * 0x9e3779b9u;
    sh[li] = a ^ b;
    t.barrier.wait();
    unsigned int nb = sh[(li + 3u) % 16u];
    switch ((nb * 2654435761u + li) % 4u) {
    case 0u:
      a += 7u;
      break;
    case 1u:
      a ^= 0x55u; // falls through
    case 2u:
      for (int k = 0; k < (int)(li & 7u); ++k) {
        b &= a % (b | 1u);
        for (int j = 0; j < (int)(li & 7u); ++j) {
          a ^= 0x1234u;
          if ((b + a) != a)
            break;
        }
        a &= b | 0xff00u;
      }
      break;
    case 3u:
      a *= 3u;
      break;
    default:
      a ^= 1u;
    }
    tile_static unsigned int red[16];
    red[li] = a;
    t.barrier.wait();
    for (int st = 8; st > 0; st /= 2) {
      if ((int)li < st)
        red[li] += red[li + st];
      t.barrier.wait();
    }
    vout[t.global] = a ^ red[0];
  });
  vout.synchronize();
  std::printf("loops in a case, %d: %08x\n", n, hash(out));
}

// The switch in a helper the kernel calls before its barrier, with an `if`
// in a case and a switch over an enum whose cases cover it.
enum class Op { add, xor_, mul, keep };

static unsigned int step(unsigned int v, unsigned int li) restrict(amp) {
  switch (v & 3u) {
  case 0u:
    v += 7u;
    break;
  case 1u:
    v += 5u;
    break;
  case 2u:
    break;
  case 3u:
    if ((li & 8u) != 0u)
      v += 1000u;
    break;
  default:
    v ^= 1u;
  }
  return v;
}

static void covered_enum(int n) {
  std::vector<unsigned int> out(n);
  array_view<unsigned int, 1> vout(n, out);
  vout.discard_data();
  parallel_for_each(vout.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static unsigned int sh[64];
    unsigned int li = (unsigned int)t.local[0];
    unsigned int v = step(100u + li, li);
    Op op = (Op)(li % 4u);
    switch (op) {
    case Op::add:
      v += li;
      break;
    case Op::xor_:
      if (li > 16u)
        v ^= 0xf0u;
      break;
    case Op::mul:
      v *= 3u;
      break;
    case Op::keep:
      break;
    }
    sh[li] = v;
    t.barrier.wait();
    vout[t.global] = v + sh[63u - li];
  });
  vout.synchronize();
  std::printf("covered enum, %d: %08x\n", n, hash(out));
}

int main() {
  block1();
  loops_in_a_case(16);
  loops_in_a_case(64);
  covered_enum(128);
  return 0;
}
// The host accelerator's values (%run also compares the two runs).
// CHECK: seed 3538, block 1: 67666121
// CHECK-NEXT: loops in a case, 16: [[A:[0-9a-f]+]]
// CHECK-NEXT: loops in a case, 64: [[B:[0-9a-f]+]]
// CHECK-NEXT: covered enum, 128: [[C:[0-9a-f]+]]
