// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// completion_future::to_task(): PPL-style tasks joined with && and continued
// with then(), as Microsoft's code writes them after synchronize_async().
#include <amp.h>
#include <cstdio>

using namespace concurrency;

int main() {
  int a[4] = {}, b[4] = {};
  array_view<int, 1> va(4, a), vb(4, b);
  parallel_for_each(va.get_extent(), [=](index<1> i) restrict(amp) {
    va[i] = i[0] + 1;
    vb[i] = (i[0] + 1) * 10;
  });
  auto fa = va.synchronize_async();
  auto fb = vb.synchronize_async();
  int sum = (fa.to_task() && fb.to_task()).then([&]() { return a[3] + b[3]; }).then([](int s) { return s * 2; }).get();
  bool done = fb.to_task().then([](task<void> t) { t.get(); return true; }).get();
  std::printf("sum %d done %d\n", sum, done);
  return 0;
}
// CHECK: sum 88 done 1
