// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility -DNOMINMAX -DOWN_MIN_MAX %s -o %t.own 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t.own | FileCheck %s --check-prefix=OWN
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// <windows.h>'s min and max, which Visual C++'s <amp.h> brings in, as
// function templates instead of its macros: in cpu and amp code, with
// arguments of one type or two (the macro's common type), beside
// `using namespace std` (std::min untouched, std::numeric_limits<T>::max()
// still a member). NOMINMAX leaves them out, as in Windows, so a program
// may declare its own.
#include <amp.h>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <vector>

using namespace concurrency;
using namespace std;

#ifdef OWN_MIN_MAX
int min(int a, int b) { return 100 + (a < b ? a : b); } // the program's own, allowed by NOMINMAX
#endif

int main() {
#ifdef OWN_MIN_MAX
  std::printf("own %d %d\n", min(1, 2), std::min(1, 2));
  // OWN: own 101 1
  return 0;
#else
  std::vector<int> v(6, 3);
  array_view<int, 1> av(6, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = max(av[i], i[0]) + min(1, 2u); });
  av.synchronize();
  for (int x : v)
    std::printf("%d ", x);
  std::printf("\n");
  // CHECK: 4 4 4 4 5 6
  std::printf("%d %g %d %d %d\n", min(3, 4), max(1, 2.5), std::max(5, 6), std::min({7, 8, 9}),
              std::numeric_limits<int>::max() == 2147483647);
  // CHECK-NEXT: 3 2.5 6 7 1
  return 0;
#endif
}
// OFF: error: no matching function for call to 'max'
// BUILD-NOT: {{.}}
