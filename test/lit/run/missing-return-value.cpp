// A non-void function that flows off its end (a missing `return`): Visual C++
// warns (C4715) and the caller gets whatever the return register holds, so C++
// AMP programs written for it ignore such results and run (a SGEMM client's
// init_random_matrix_rowMajor, real-world.md's second corpus). Clang at -O2
// makes that path unreachable: the loop ran on past the vector's end and the
// program crashed. In the MSVC dialect (the default) the host compile gets
// -fno-strict-return, and the front end still warns.
// RUN: %amp-clang -O2 %s -o %t 2> %t.warn
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.warn
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// The flag is given before the user's, so -fstrict-return still wins, and only
// in the MSVC dialect:
// RUN: %amp-clang -### -O2 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: %amp-clang -### -O2 -fno-ms-extensions -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=STRICT
// WARN: missing-return-value.cpp:[[@LINE+13]]:1: warning: non-void function does not return a value in all control paths
// FLAG: "-std=c++17" {{.*}}"-fno-strict-return"
// STRICT-NOT: strict-return
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

template <typename T> int fill(T *p, int n) {
  if (n == 0)
    return -1;
  for (int i = 0; i < n; ++i)
    p[i] = T(i);
}
template int fill<float>(float *, int);

int main() {
  std::vector<float> v(64);
  fill(v.data(), 64);
  array_view<float, 1> a(64, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] *= 2; });
  float s = 0;
  for (int i = 0; i < 64; ++i)
    s += a[i];
  // CHECK: sum 4032
  printf("sum %g\n", s);
}
