// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// parallel_for_each with an accelerator_view runs on it when it is the default
// accelerator's; any other view is refused with unsupported_feature, never
// silently replaced by the default.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(64, 0);
  array_view<int, 1> v(64, data);
  accelerator acc;
  parallel_for_each(acc.get_default_view(), v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] * 3; });
  int bad = 0;
  for (int i = 0; i < 64; ++i) bad += v[i] != i * 3;
  std::printf("default view: %d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  for (const accelerator &other : accelerator::get_all()) {
    if (other.get_default_view() == acc.get_default_view())
      continue;
    try {
      parallel_for_each(other.get_default_view(), v.extent, [=](index<1> i) restrict(amp) { v[i] = 0; });
      std::printf("other view: FAIL (launched)\n");
    } catch (const unsupported_feature &e) {
      std::printf("other view: refused\n");
    }
  }
  return bad;
}
// CHECK: default view: 0 wrong: PASS
// CHECK-NOT: FAIL
