// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++'s <amp.h> brings in the Parallel Patterns Library through
// <amprt.h> and <ppltasks.h>: programs call parallel_for and lock a
// critical_section with <amp.h> alone (the C++ AMP book's Chapter 9), which
// -fms-compatibility gives; Microsoft's <concurrent_queue.h> brings in
// <concrt.h> (critical_section) in every mode.
#include <amp.h>
#include <concurrent_queue.h>

#include <atomic>
#include <cstdio>

using namespace concurrency;

int main() {
  std::atomic<int> sum{0};
  critical_section cs;
  int locked = 0;
  parallel_for(0, 10, [&](int i) {
    critical_section::scoped_lock l(cs);
    sum += i;
    ++locked;
  });
  // CHECK: sum 45, locked 10
  std::printf("sum %d, locked %d\n", sum.load(), locked);
  return 0;
}
// OFF: error: use of undeclared identifier 'parallel_for'
