// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// An array belongs to the accelerator_view it was made on (Microsoft's
// runtime_exception "not on the specified target accelerator_view"): a launch
// on another view of the same accelerator, or one naming no view over arrays
// of two views, throws; the array's own view and the auto-selection view run.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view v1 = acc.create_view(), v2 = acc.create_view();
  array<int, 1> a(4, v1), b(4, v2);
  try {
    parallel_for_each(v2, a.extent, [&a](index<1> i) restrict(amp) { a[i] = 1; });
    std::puts("other view: ran");
  } catch (const runtime_exception &e) {
    std::puts("other view: runtime_exception");
  }
  // CHECK: other view: runtime_exception
  try {
    parallel_for_each(a.extent, [&a, &b](index<1> i) restrict(amp) { a[i] = b[i]; });
    std::puts("two views: ran");
  } catch (const runtime_exception &e) {
    std::puts("two views: runtime_exception");
  }
  // CHECK: two views: runtime_exception
  parallel_for_each(v1, a.extent, [&a](index<1> i) restrict(amp) { a[i] = 2 * i[0]; });
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1; });
  parallel_for_each(acc.get_auto_selection_view(), a.extent, [&a](index<1> i) restrict(amp) { a[i] += 10; });
  std::vector<int> out = a;
  std::printf("own view: %d %d\n", out[0], out[3]);
  // CHECK: own view: 11 17
}
