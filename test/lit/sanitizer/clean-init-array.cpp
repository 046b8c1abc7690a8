// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// RUN: env AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// RUN: %amp-clang -fsanitize=amp-init -emit-opencl %s -o %t.cl
// RUN: %opencl-check %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: %amp-clang -emit-opencl %s -o %t-off.cl
// RUN: FileCheck %s --check-prefix=OFF < %t-off.cl
// Arrays read only where written run clean under -fsanitize=amp: an array a
// kernel fills before another reads it (through a const reference, an
// array_view over it and a tiled kernel), one made from data, one copied
// into, one the host wrote through an array_view, an element struct written
// member by member, and a read-modify-write after a write. Without the flag
// the kernels take no shadow.
// CL: __global uchar *amp_sh_
// OFF-NOT: amp_sh_
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct pair_t {
  int a, b;
};

int main() {
  const int n = 64;
  array<int, 1> filled(n);
  parallel_for_each(filled.extent, [&filled](index<1> i) restrict(amp) { filled[i] = i[0]; });
  array_view<int, 1> over(filled);
  parallel_for_each(filled.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) { over[t.global] += 1; });
  const array<int, 1> &cref = filled;
  std::vector<int> from(n, 3);
  array<int, 1> made(n, from.begin());
  array<int, 1> copied(n);
  copy(from.begin(), copied);
  array<int, 1> hostwritten(n);
  array_view<int, 1> hv(hostwritten);
  for (int k = 0; k < n; ++k)
    hv[k] = 2;
  hv.synchronize();
  array<pair_t, 1> pairs(n);
  std::vector<int> got(n);
  array_view<int, 1> out(n, got);
  out.discard_data();
  parallel_for_each(out.extent, [=, &cref, &made, &copied, &hostwritten, &pairs](index<1> i) restrict(amp) {
    pairs[i].a = 1;
    pairs[i].b = 2;
    out[i] = cref[i] + made[i] + copied[i] + hostwritten[i] + pairs[i].a + pairs[i].b;
  });
  out.synchronize();
  // CHECK: sums 12 75
  std::printf("sums %d %d\n", got[0], got[n - 1]);
  return 0;
}
