// RUN: %amp-clang %s -o %t 2>/dev/null
// RUN: rm -rf %t.pocl && env AMP_CLANG_CACHE_DIR=off POCL_CACHE_DIR=%t.pocl %t 2>&1 | FileCheck %s --implicit-check-not={{.}}
// A compiled program prints nothing of the OpenCL compiler's unless a build
// fails: its warnings (PoCL printed "2 warnings generated." on the user's
// standard error for this kernel, built from source with an empty cache) are
// turned off; the compiler has checked the generated code already.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> out(4, -1);
  array_view<int, 1> o(4, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    int k = i[0];
    o[i] = (k == k) + (k, 3); // each a warning of Clang's (self-comparison, unused value)
  });
  o.synchronize();
  // CHECK: 4 4 4 4
  std::printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
