// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A tile_static scalar (or struct) that every thread of the tile stores before
// it reads it: one thread's later store must reach all of them after the
// barrier. PoCL 3.1 builds a CPU kernel at -O2 before it forms its work-group
// loops; there LLVM's GlobalOpt saw an internal global only the kernel names,
// stored before every load, and made it a private variable of each work-item:
// the flag of Microsoft's EigenValues sample (set by every thread, cleared by
// those with work, read after a barrier to leave a `while (true)` by a
// `break`) ended the loop at once, and every eigenvalue was 0. amp-clang lets
// each tile_static variable's address escape (lowering/StmtEmitter.cpp).
// Every thread storing the same value, as the sample does, is a race by the
// letter; -fsanitize=amp leaves a write meeting another write unreported (it
// reports reads meeting writes), and Direct3D and GPUs give the value stored.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct pair_of { int a, b; };

int main() {
  const int n = 128; // two tiles
  std::vector<int> flag(n), rounds(n), member(n);
  array_view<int, 1> vflag(n, flag), vrounds(n, rounds), vmember(n, member);
  parallel_for_each(extent<1>(n).tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    const int lid = t.local[0];
    // every thread sets the flag, one clears it
    tile_static bool all;
    all = true;
    t.barrier.wait();
    if (lid == 5)
      all = false;
    t.barrier.wait();
    vflag[t.global] = all ? 1 : 0;

    // EigenValues' loop: each round every thread sets the flag, the threads
    // with work left clear it, and the loop is left when none did
    tile_static int work[64];
    tile_static bool done;
    work[lid] = lid % 8 + t.tile[0];
    int r = 0;
    while (true) {
      done = true;
      t.barrier.wait();
      const bool mine = work[lid] > 0;
      if (mine)
        done = false;
      t.barrier.wait();
      if (mine)
        work[lid] -= 1;
      ++r;
      if (done)
        break;
      t.barrier.wait();
    }
    vrounds[t.global] = r;

    // a struct: GlobalOpt splits it into scalars first
    tile_static pair_of p;
    p.a = 1;
    p.b = 2;
    t.barrier.wait();
    if (lid == 3)
      p.a = 7;
    t.barrier.wait();
    vmember[t.global] = p.a * 10 + p.b;
  });
  vflag.synchronize();
  vrounds.synchronize();
  vmember.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    const int tile = i / 64;
    wrong += flag[i] != 0;
    wrong += rounds[i] != 8 + tile; // 7 + tile rounds of work, one finds none
    wrong += member[i] != 72;
  }
  std::printf("flag %d, rounds %d %d, member %d\n", flag[0], rounds[0], rounds[64], member[0]);
  std::printf("%d wrong\n", wrong);
  return 0;
}
// CHECK: flag 0, rounds 8 9, member 72
// CHECK-NEXT: 0 wrong
