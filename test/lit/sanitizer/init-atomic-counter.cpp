// RUN: %amp-clang -fsanitize=amp-init %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// -fsanitize=amp-init on a counter that atomics update: `atomic_fetch_inc`
// (and the other atomic_fetch_ functions, atomic_compare_exchange) reads the
// element it updates, so a counter in an array created without data and
// never set is an uninitialised read (Direct3D's new buffers read as zero
// and hid it). A counter set first is clean, and atomic_exchange, whose old
// value a flag's setter ignores, only writes.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(64);
  for (int i = 0; i < 64; ++i)
    data[i] = i;
  array_view<const int, 1> in(64, data);

  // A count of the even values, its counter never set.
  array<int, 1> count(1);
  parallel_for_each(in.extent, [=, &count](index<1> i) restrict(amp) {
    if (in[i] % 2 == 0)
      // CHECK: ERROR: amp-sanitizer: read of uninitialized array{{( 'count')?}} at {{.*}}init-atomic-counter.cpp:[[@LINE+2]]:
      // CHECK-NEXT: element 0 (of 1) was never written since the array was created without data
      atomic_fetch_inc(&count[0]);
  });
  std::vector<int> c(1);
  copy(count, c.begin());
  // CHECK: count: 32
  std::fprintf(stderr, "count: %d\n", c[0]);

  // The same with the counter set by a kernel first, and a flag set by
  // atomic_exchange in an array never written: no report.
  array<int, 1> count2(1), flag(1);
  parallel_for_each(extent<1>(1), [&count2](index<1>) restrict(amp) { count2[0] = 0; });
  parallel_for_each(in.extent, [=, &count2, &flag](index<1> i) restrict(amp) {
    if (in[i] % 4 == 0)
      atomic_fetch_add(&count2[0], 1);
    if (in[i] == 63)
      atomic_exchange(&flag[0], 1);
  });
  copy(count2, c.begin());
  // CHECK-NOT: ERROR
  // CHECK: count2: 16
  std::fprintf(stderr, "count2: %d\n", c[0]);
  return 0;
}
