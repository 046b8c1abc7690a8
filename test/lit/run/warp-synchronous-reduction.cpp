// RUN: %amp-clang -O2 %s -o %t
// RUN: env AMP_CLANG_DEVICE=cpu %t | FileCheck %s
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %opencl-check %t.cl
// RUN: %opencl-check -DAMP_NO_LOCKSTEP %t.cl
// A tiled reduction whose last steps rely on a GPU's lock-step warps: within
// `if (tid < 32)` the steps are separated by tile_static_memory_fence and no
// barrier, the form GPU reductions of C++ AMP's time end with (programs skip
// them where accelerator::is_emulated is true). A CPU OpenCL device runs a
// tile's work-items one after another between barriers, so work-item 0 would
// finish all six steps before work-item 16 did its first, and the sums were
// wrong on PoCL. In the build for a CPU device each fence of such a block is a
// barrier, with the block's condition repeated around each step; a GPU keeps
// the fences.
#include <amp.h>

#include <cstdio>
#include <numeric>
#include <vector>

using namespace concurrency;

template <int Tile>
static std::vector<int> tile_sums(const std::vector<int> &data) {
  const int n = static_cast<int>(data.size());
  array_view<const int, 1> in(n, data);
  std::vector<int> sums(n / Tile);
  array_view<int, 1> out(n / Tile, sums);
  out.discard_data();
  parallel_for_each(in.extent.tile<Tile>(), [=](tiled_index<Tile> t) restrict(amp) {
    tile_static int s[Tile];
    const int tid = t.local[0];
    s[tid] = in[t.global];
    t.barrier.wait();
    if (Tile >= 256) {
      if (tid < 128)
        s[tid] += s[tid + 128];
      t.barrier.wait();
    }
    if (Tile >= 128) {
      if (tid < 64)
        s[tid] += s[tid + 64];
      t.barrier.wait_with_tile_static_memory_fence();
    }
    if (tid < 32) {
      if (Tile >= 64) { s[tid] += s[tid + 32]; tile_static_memory_fence(t.barrier); }
      if (Tile >= 32) { s[tid] += s[tid + 16]; tile_static_memory_fence(t.barrier); }
      s[tid] += s[tid + 8];
      tile_static_memory_fence(t.barrier);
      s[tid] += s[tid + 4];
      tile_static_memory_fence(t.barrier);
      s[tid] += s[tid + 2];
      all_memory_fence(t.barrier);
      s[tid] += s[tid + 1];
    }
    if (tid == 0)
      out[t.tile] = s[0];
  });
  out.synchronize();
  return sums;
}

template <int Tile>
static void check(const char *name) {
  std::vector<int> data(Tile * 37);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = static_cast<int>((i * 7919u) % 1000u) - 300;
  std::vector<int> sums = tile_sums<Tile>(data);
  int wrong = 0;
  for (size_t t = 0; t < sums.size(); ++t) {
    int expect = std::accumulate(data.begin() + t * Tile, data.begin() + (t + 1) * Tile, 0);
    wrong += sums[t] != expect;
  }
  std::printf("%s: %d of %zu tile sums wrong\n", name, wrong, sums.size());
}

int main() {
  check<64>("tile 64");
  check<128>("tile 128");
  check<256>("tile 256");
  return 0;
}

// CHECK: tile 64: 0 of 37 tile sums wrong
// CHECK: tile 128: 0 of 37 tile sums wrong
// CHECK: tile 256: 0 of 37 tile sums wrong

// CL: #ifdef AMP_NO_LOCKSTEP
// CL-NEXT: #define AMP_LOCKSTEP_FENCE(taken, flags) barrier(flags)
// CL: const int amp_lockstep_0 =
// CL-NEXT: if (amp_lockstep_0) {
// CL: AMP_LOCKSTEP_FENCE(amp_lockstep_0, CLK_LOCAL_MEM_FENCE);
// CL: AMP_LOCKSTEP_FENCE(amp_lockstep_0, CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
