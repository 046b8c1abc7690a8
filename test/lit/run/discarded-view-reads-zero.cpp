// RUN: %amp-clang %s -o %t && %t | FileCheck %s
// A discarded view's new device copy reads as zeros, as a new Direct3D buffer
// does under Microsoft's runtime: a kernel that writes part of a discarded view
// leaves zeros, not what the allocation held before, in the rest, and
// synchronize() brings those zeros home. The book's multi-GPU weighted average
// (real-world corpus, Chapter 9) writes the inside of a discarded view and
// prints all of it. (The host accelerator's memory is the host's: there a
// discarded view keeps the host's bytes.) Memory a freed array left behind is made first, so that a
// new buffer over it would show its bytes.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int n = 1 << 16;

static void leave_garbage() {
  for (int k = 0; k < 4; ++k) {
    array<float, 1> g(n);
    parallel_for_each(g.extent, [&g](index<1> i) restrict(amp) { g[i] = 12345.0f; });
    std::vector<float> out(n);
    copy(g, out.begin());
  }
}

int main() {
  leave_garbage();
  std::vector<float> host(n, 7.0f);
  array_view<float, 1> v(n, host);
  v.discard_data();
  // Writes the even elements only.
  parallel_for_each(extent<1>(n / 2), [=](index<1> i) restrict(amp) { v[2 * i[0]] = 1.0f; });
  v.synchronize();
  int even = 0, odd = 0;
  for (int i = 0; i < n; i += 2) even += host[i] == 1.0f;
  for (int i = 1; i < n; i += 2) odd += host[i] == 0.0f;
  // CHECK: even written: 32768, odd zero: 32768
  std::printf("even written: %d, odd zero: %d\n", even, odd);

  // A view discarded after a kernel wrote it keeps its device copy (no new
  // buffer): the kernel's values, as Microsoft's runtime keeps its buffer.
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 3.0f; });
  v.discard_data();
  parallel_for_each(extent<1>(n / 2), [=](index<1> i) restrict(amp) { v[2 * i[0]] = 4.0f; });
  v.synchronize();
  int kept = 0;
  for (int i = 1; i < n; i += 2) kept += host[i] == 3.0f;
  // CHECK: odd kept: 32768
  std::printf("odd kept: %d\n", kept);
  return 0;
}
