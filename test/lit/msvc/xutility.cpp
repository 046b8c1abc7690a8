// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// Visual C++'s <xutility>, which programs include for what <utility>,
// <iterator> and <algorithm> declare, and stdext's checked iterators. It
// exists in every build.
#include <amp.h>
#include <xutility>

#include <cstdio>

int main() {
  int a[3] = {3, 1, 2};
  std::sort(a, a + 3);
  std::pair<int, int> p = std::make_pair(a[0], a[2]);
  int b[3];
  std::copy(a, a + 3, stdext::make_checked_array_iterator(b, 3));
  std::printf("%d %d %d\n", p.first, p.second, b[1]);
  // CHECK: 1 3 2
  return 0;
}
// BUILD-NOT: {{.}}
