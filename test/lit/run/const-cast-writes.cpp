// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %run %t | FileCheck %s
// const_cast (and a C cast) that takes const away is written out in the
// OpenCL C: a write through the result reaches the object, as in C++, where
// OpenCL C would otherwise reject it ("read-only variable is not assignable").
// Writing a kernel's captured copy this way is what amp-cast-away-const warns of.
#include <amp.h>
#include <cstdio>
using namespace concurrency;

struct Pair {
  int a[2];
};

int main() {
  int out[4] = {};
  array_view<int, 1> v(4, out);
  Pair p{{3, 1}};
  int k = 2;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    const int *r = &k;
    *const_cast<int *>(r) = 9;                    // WARN: const-cast-writes.cpp:[[@LINE]]:{{[0-9]+}}: warning: cast removes const
    const_cast<Pair &>(p).a[1] = 4;               // WARN: const-cast-writes.cpp:[[@LINE]]:{{[0-9]+}}: warning: cast removes const
    int &viaRef = const_cast<int &>(p.a[0]);      // WARN: const-cast-writes.cpp:[[@LINE]]:{{[0-9]+}}: warning: cast removes const
    viaRef = 30;
    (*(int *)&k) = k + 1; // 9 + 1 on each thread: the same value if threads share the copy
    v[i] = i[0] == 0 ? p.a[0] + p.a[1] : i[0] == 1 ? k : i[0] == 2 ? p.a[1] : p.a[0];
  });
  std::printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
  return 0;
}
// CHECK: 34 10 4 30
