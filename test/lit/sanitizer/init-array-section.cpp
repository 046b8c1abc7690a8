// RUN: %amp-clang -fsanitize=amp-init %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s
// -fsanitize=amp-init on an array a kernel wrote the second half of through
// a section (a view whose data starts 8 elements in): reading that half is
// clean, reading the first half is reported, with the element's index in the
// array.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 1> a(16);
  std::vector<int> got(16);
  array_view<int, 1> out(16, got);
  array_view<int, 1> back = a.section(8, 8);
  parallel_for_each(back.extent, [=](index<1> i) restrict(amp) { back[i] = 1; });
  parallel_for_each(extent<1>(8), [=, &a](index<1> i) restrict(amp) { out[i] = a[i + 8]; });
  std::fprintf(stderr, "second half read\n");
  // CHECK-NOT: amp-sanitizer
  // CHECK: second half read
  parallel_for_each(extent<1>(8), [=, &a](index<1> i) restrict(amp) {
    // CHECK: ERROR: amp-sanitizer: read of uninitialized array{{( 'a')?}} at {{.*}}init-array-section.cpp:[[@LINE+2]]:
    // CHECK-NEXT: element {{[0-7]}} (of 16) was never written since the array was created without data
    out[i + 8] = a[i];
  });
  out.synchronize();
  // CHECK: values 1 0
  std::printf("values %d %d\n", got[0], got[8]);
  return 0;
}
