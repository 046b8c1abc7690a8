// RUN: %amp-clang -fsyntax-only -Wall -Wsign-compare %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %amp-clang -Wall -Wsign-compare -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// Clang's warnings in a file with restriction twins follow the side's
// overloads: cpu code's come from the host view (h() is the cpu twin, float),
// amp code's from the device view (h() is the amp twin, int), an amp
// lambda's included, though Clang reports those after the lambda's end. Each once.
#include <amp.h>
#include <cstdio>
#include <vector>

float h() restrict(cpu) { return 1.5f; }
int h() restrict(amp) { return 2; }

int main() {
  std::printf("%f\n", h()); // right for the cpu twin: no warning
  unsigned n = 1;
  bool less = h() < n; // float against unsigned: no sign comparison on this side
  std::printf("%d\n", h());
  // CHECK-DAG: restriction-warnings-per-side.cpp:[[@LINE-1]]:23: warning: format specifies type 'int' but the argument has type 'float'
  std::vector<int> o(1);
  concurrency::array_view<int, 1> av(1, o);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    (void)less;
    unsigned u = 1;
    av[i] = h() < u; // the amp twin returns int: a signed/unsigned comparison
    // CHECK-DAG: restriction-warnings-per-side.cpp:[[@LINE-1]]:17: warning: comparison of integers of different signs: 'int' and 'unsigned int'
  });
}
