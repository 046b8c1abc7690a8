// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// PPL's parallel_for and its parallel_for_each over iterators (on oneTBB) beside
// C++ AMP's parallel_for_each over an extent, a tiled extent and an
// accelerator_view: the CPU version and the GPU version of one computation,
// compared, as the C++ AMP book's samples do. Overload resolution picks PPL's
// for an iterator pair and C++ AMP's for every compute domain.
#include <amp.h>
#include <ppl.h>

#include <atomic>
#include <cstdio>
#include <list>
#include <stdexcept>
#include <vector>

using namespace concurrency;

static int mismatches(const std::vector<int> &a, const std::vector<int> &b) {
  int bad = 0;
  for (size_t i = 0; i < a.size(); ++i)
    bad += a[i] != b[i];
  return bad;
}

int main() {
  const int n = 4096;
  std::vector<int> in(n), cpu(n), gpu(n, -1), tiled(n, -1), viewed(n, -1);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 101;

  // CPU: PPL's parallel_for over indices.
  parallel_for(0, n, [&](int i) { cpu[i] = in[i] * in[i] + 1; });
  // GPU: C++ AMP's over an extent, a tiled extent, and on a view.
  array_view<const int, 1> a(n, in);
  array_view<int, 1> g(n, gpu), t(n, tiled), v(n, viewed);
  parallel_for_each(g.extent, [=](index<1> i) restrict(amp) { g[i] = a[i] * a[i] + 1; });
  parallel_for_each(t.extent.tile<64>(), [=](tiled_index<64> i) restrict(amp) {
    t[i.global] = a[i.global] * a[i.global] + 1;
  });
  accelerator_view view = accelerator().default_view;
  parallel_for_each(view, v.extent, [=](index<1> i) restrict(amp) { v[i] = a[i] * a[i] + 1; });
  parallel_for_each(view, v.extent.tile<64>(), [=](tiled_index<64> i) restrict(amp) { v[i] += 0; });
  g.synchronize();
  t.synchronize();
  v.synchronize();
  // CHECK: extent 0 tiled 0 view 0
  std::printf("extent %d tiled %d view %d\n", mismatches(cpu, gpu), mismatches(cpu, tiled), mismatches(cpu, viewed));

  // PPL's parallel_for_each over random-access and bidirectional iterators.
  std::vector<int> doubled(cpu);
  parallel_for_each(doubled.begin(), doubled.end(), [](int &x) { x *= 2; });
  std::list<int> listed(cpu.begin(), cpu.end());
  concurrency::parallel_for_each(listed.begin(), listed.end(), [](int &x) { x *= 2; });
  int bad = 0, k = 0;
  for (int x : listed)
    bad += x != 2 * cpu[k++];
  // CHECK-NEXT: for_each vector 0 list 0
  std::printf("for_each vector %d list %d\n", mismatches(doubled, std::vector<int>(listed.begin(), listed.end())), bad);

  // A step, and every partitioner: each index visited once.
  std::vector<std::atomic<int>> visits(n);
  parallel_for(3, n, 5, [&](int i) { visits[i] += 1; });
  parallel_for(0, n, [&](int i) { visits[i] += 10; }, static_partitioner());
  parallel_for(0, n, [&](int i) { visits[i] += 100; }, simple_partitioner(16));
  affinity_partitioner affinity;
  for (int pass = 0; pass < 2; ++pass)
    parallel_for(0, n, [&](int i) { visits[i] += 1000; }, affinity);
  parallel_for(0, n, 1, [&](int i) { visits[i] += 10000; }, auto_partitioner());
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += visits[i] != ((i >= 3 && (i - 3) % 5 == 0) ? 1 : 0) + 12110;
  // An unsigned index type, an empty range, and a range the step does not divide.
  std::atomic<unsigned> sum{0};
  parallel_for(10u, 20u, 3u, [&](unsigned i) { sum += i; }); // 10 13 16 19
  parallel_for(5, 5, [&](int) { sum += 1000; });
  parallel_for(7, 2, [&](int) { sum += 1000; });
  // CHECK-NEXT: visits wrong 0 sum 58
  std::printf("visits wrong %d sum %u\n", wrong, sum.load());

  // A step below 1 throws invalid_argument, as Microsoft's does.
  try {
    parallel_for(0, 10, 0, [](int) {});
    std::printf("no throw\n");
  } catch (const std::invalid_argument &) {
    // CHECK-NEXT: step 0: invalid_argument
    std::printf("step 0: invalid_argument\n");
  }
  return 0;
}
