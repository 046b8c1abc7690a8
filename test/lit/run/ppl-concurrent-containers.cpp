// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// concurrent_vector, concurrent_queue, concurrent_unordered_map,
// concurrent_unordered_set and concurrent_priority_queue filled from
// parallel_for on the CPU, checked against what a C++ AMP kernel computes.
#include <amp.h>
#include <concurrent_priority_queue.h>
#include <concurrent_queue.h>
#include <concurrent_unordered_map.h>
#include <concurrent_unordered_set.h>
#include <concurrent_vector.h>
#include <ppl.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 3000;
  // GPU: the squares of the multiples of 3 below n, at their index, else 0.
  std::vector<int> gpu(n);
  array_view<int, 1> g(n, gpu);
  parallel_for_each(g.extent, [=](index<1> i) restrict(amp) { g[i] = i[0] % 3 == 0 ? i[0] * i[0] : 0; });
  g.synchronize();

  // concurrent_vector: push_back from many threads, then grow_by, iterators, operator[].
  concurrent_vector<int> squares;
  parallel_for(0, n, [&](int i) {
    if (i % 3 == 0)
      squares.push_back(i * i);
  });
  auto grown = squares.grow_by(2);
  *grown = -1;
  grown[1] = -2;
  std::vector<int> sorted(squares.begin(), squares.end() - 2);
  std::sort(sorted.begin(), sorted.end());
  int bad = 0;
  for (size_t k = 0; k < sorted.size(); ++k)
    bad += sorted[k] != gpu[3 * k];
  // CHECK: vector size 1002 mismatches 0 tail -1 -2
  std::printf("vector size %zu mismatches %d tail %d %d\n", squares.size(), bad, squares[squares.size() - 2],
              squares[squares.size() - 1]);

  // concurrent_queue: pushed from many threads, popped until empty.
  concurrent_queue<int> queue;
  parallel_for(0, n, [&](int i) {
    if (gpu[i] != 0)
      queue.push(i);
  });
  long long popped_sum = 0;
  int popped = 0, value = 0;
  size_t size_before = queue.unsafe_size();
  while (queue.try_pop(value)) {
    popped_sum += value;
    ++popped;
  }
  // 3 + 6 + ... + 2997 (0 is not pushed: its square is 0).
  // CHECK-NEXT: queue size 999 popped 999 sum 1498500 empty 1
  std::printf("queue size %zu popped %d sum %lld empty %d\n", size_before, popped, popped_sum, queue.empty());

  // concurrent_unordered_map: square -> index, inserted concurrently, then looked up.
  concurrent_unordered_map<int, int> index_of;
  parallel_for(0, n, [&](int i) {
    if (gpu[i] != 0)
      index_of.insert(std::make_pair(gpu[i], i));
  });
  index_of[-7] = 7;
  bad = 0;
  for (int i = 3; i < n; i += 3) {
    auto it = index_of.find(i * i);
    bad += it == index_of.end() || it->second != i;
  }
  // CHECK-NEXT: map size 1000 mismatches 0 count 1 0 at -7 7
  std::printf("map size %zu mismatches %d count %zu %zu at -7 %d\n", index_of.size(), bad, index_of.count(9),
              index_of.count(10), index_of.at(-7));
  index_of.unsafe_erase(-7);
  // CHECK-NEXT: after erase 999
  std::printf("after erase %zu\n", index_of.size());

  // concurrent_unordered_set: the distinct last digits of the squares; concurrent_priority_queue: the largest first.
  concurrent_unordered_set<int> digits;
  concurrent_priority_queue<int> largest;
  parallel_for(0, n, [&](int i) {
    if (gpu[i] != 0) {
      digits.insert(gpu[i] % 10);
      largest.push(gpu[i]);
    }
  });
  int top = 0;
  largest.try_pop(top);
  // CHECK-NEXT: set size 6 has 9 1 has 2 0 top 8982009 left 998
  std::printf("set size %zu has 9 %zu has 2 %zu top %d left %zu\n", digits.size(), digits.count(9), digits.count(2), top,
              largest.size());
  return 0;
}
