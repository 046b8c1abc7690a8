// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,DEVICE
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: not %t 2>&1 | FileCheck %s --check-prefix=HALT
// -fsanitize=amp's init check on arrays created without data: a kernel reads
// an element that no kernel, copy or host write has written since the array
// was made. Reported at the read's line on PoCL and on the host accelerator;
// writes through any view of the array (a section, a projection) count, and
// copies in count: the elements a copy wrote (on a device) or all of them (a
// host write).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> got(16, -1);
  array_view<int, 1> out(16, got);
  try {
    // Every element but 3 written, then all read.
    array<int, 1> a(16);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) {
      if (i[0] != 3)
        a[i] = i[0];
    });
    parallel_for_each(a.extent, [=, &a](index<1> i) restrict(amp) {
      // CHECK: ERROR: amp-sanitizer: read of uninitialized array{{( 'a')?}} at {{.*}}init-array.cpp:[[@LINE+2]]:18
      // CHECK-NEXT: element 3 (of 16) was never written since the array was created without data
      out[i] = a[i];
    });
    // HALT: ERROR: amp-sanitizer: read of uninitialized array
    // HALT: caught: amp-sanitizer: 1 report(s) in the kernel launched at {{.*}}init-array.cpp:28:5

    // A rank-2 array: its top two rows written through a section, row 2 read
    // through a projection; the += on row 3 reads too.
    array<float, 2> m(4, 4);
    array_view<float, 2> top = m.section(0, 0, 2, 4);
    parallel_for_each(top.extent, [=](index<2> i) restrict(amp) { top[i] = 1.0f; });
    parallel_for_each(extent<1>(4), [=, &m](index<1> i) restrict(amp) {
      out[i] = (int)m(1, i[0]);
      // CHECK: ERROR: amp-sanitizer: read of uninitialized array{{( 'm')?}} at {{.*}}init-array.cpp:[[@LINE+2]]:
      // CHECK-NEXT: element {{8|9|10|11}} (of 16) was never written since the array was created without data
      out[i + 4] = (int)m[2][i[0]];
      // CHECK: ERROR: amp-sanitizer: read of uninitialized array{{( 'm')?}} at {{.*}}init-array.cpp:[[@LINE+2]]:
      // CHECK-NEXT: element {{12|13|14|15}} (of 16) was never written since the array was created without data
      m(3, i[0]) += 1.0f;
    });

    // A copy into part of an array a kernel wrote element 0 of: on a device
    // the copied elements count as written, on the host accelerator the host
    // write counts for all of them.
    array<int, 1> c(8);
    parallel_for_each(extent<1>(1), [&c](index<1> i) restrict(amp) { c[i] = 7; });
    std::vector<int> four(4, 5);
    copy(four.begin(), four.end(), c.section(4, 4));
    parallel_for_each(extent<1>(4), [=, &c](index<1> i) restrict(amp) { out[i + 8] = c[i + 4]; });
    std::fprintf(stderr, "copied part read\n");
    // CHECK-NOT: ERROR
    // CHECK: copied part read
    parallel_for_each(extent<1>(4), [=, &c](index<1> i) restrict(amp) {
      // DEVICE: ERROR: amp-sanitizer: read of uninitialized array{{( 'c')?}} at {{.*}}init-array.cpp:[[@LINE+2]]:
      // DEVICE-NEXT: element {{1|2|3}} (of 8) was never written since the array was created without data
      out[i + 12] = c[i];
    });
    std::fprintf(stderr, "rest read\n");
    // HOST-NOT: ERROR
    // CHECK: rest read
    out.synchronize();
    // A read gives what the element holds (zeros, as a new array's).
    // CHECK: values 1 0 5 5 7 0
    std::printf("values %d %d %d %d %d %d\n", got[3], got[4], got[8], got[11], got[12], got[13]);
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  return 0;
}
