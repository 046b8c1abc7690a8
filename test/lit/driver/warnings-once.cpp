// A full compile reports each warning once, cpu code's and amp code's alike:
// the host compile, which reads the same code again, does not repeat the
// front end's warnings.
// RUN: %amp-clang -Wall %s -o %t 2>&1 | FileCheck %s
// RUN: %t | FileCheck %s --check-prefix=OUT
// RUN: %amp-clang -Wall %s -o %t 2>&1 | grep -c "warning: unused variable" | FileCheck %s --check-prefix=COUNT
// COUNT: {{^}}2{{$}}
// CHECK-DAG: warnings-once.cpp:18:7: warning: unused variable 'host_unused' [-Wunused-variable]
// CHECK-DAG: warnings-once.cpp:22:9: warning: unused variable 'kernel_unused' [-Wunused-variable]
// RUN: not %amp-clang -Wall -Werror %s -o %t.err 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: error: unused variable 'host_unused' [-Werror,-Wunused-variable]
#include <amp.h>
#include <cstdio>

using namespace concurrency;

int main() {
  int host_unused = 0;
  int d[2] = {};
  array_view<int, 1> v(2, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    int kernel_unused = 1;
    v[i] = i[0] + 1;
  });
  v.synchronize();
  std::printf("%d %d\n", d[0], d[1]);
}
// OUT: 1 2
