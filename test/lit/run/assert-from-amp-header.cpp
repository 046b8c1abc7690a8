// assert with only <amp.h> included: HCC's and Kalmar's <amp.h> begin with
// #include <cassert>, and C++ AMP programs written for them call assert
// without including it (mcopik/cppamp_samples, the Multicoreware sandbox's
// benchmarks: "use of undeclared identifier 'assert'" before). amp-clang's
// <amp.h> includes <cassert> too, so assert checks, and NDEBUG still turns it off.
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// RUN: %amp-clang -DNDEBUG -DEXPECT_OFF %s -o %t.off && %run %t.off | FileCheck %s --check-prefix=OFF
// RUN: not --crash %t 1 2>&1 | FileCheck %s --check-prefix=FIRES
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main(int argc, char **) {
  std::vector<int> v(16, 1);
  array_view<int, 1> a(16, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += i[0]; });
  for (int i = 0; i < 16; ++i)
    assert(a[i] == i + 1);
  // CHECK: checked 16
  printf("checked 16\n");
  fflush(stdout);
  // FIRES: Assertion `argc == 1' failed
  // OFF: not checked
  assert(argc == 1);
#ifdef EXPECT_OFF
  printf("not checked\n");
#endif
  return 0;
}
