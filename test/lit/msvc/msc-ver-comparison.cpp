// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: %amp-clang -DNO_LAUNCH %s -o %t.default && %t.default | FileCheck --check-prefix=DEFAULT %s
// `#if _MSC_VER < 1800` (Microsoft's Algorithms Library picks Visual C++
// 2012's internal launch API so). amp-clang defines no _MSC_VER; under
// -fms-compatibility a comparison of it with a number is made with Visual
// C++ 2015's 1900 in the user's files, while `defined(_MSC_VER)`, `#ifdef`
// and a bare `#if _MSC_VER` still say it is not Visual C++ (docs/msvc.md).
// Without the flag, the preprocessor's 0. A header's test edits that header
// alone: the code after it, and the files read after it, are unchanged (an
// early version lexed past the condition into whatever memory followed).
#include <amp.h>
#include <cstdio>
#include <vector>
#ifndef NO_LAUNCH
#include "Inputs/msc-ver-launch.h"
#endif

#if _MSC_VER < 1800
const char *launch = "2012";
#elif (_MSC_VER >= 1900)
const char *launch = "2015";
#else
const char *launch = "2013";
#endif

#if defined(_MSC_VER) || defined _MSC_VER
const char *which = "msvc";
#elif _MSC_VER
const char *which = "bare";
#else
const char *which = "other";
#endif

#ifdef _MSC_VER
const int windows = 1;
#else
const int windows = 0;
#endif

int main() {
  std::printf("%s %s %d\n", launch, which, windows);
#ifndef NO_LAUNCH
  std::vector<int> v(4);
  concurrency::array_view<int, 1> av(4, v);
  launch_kernel(av.extent, [=](concurrency::index<1> i) restrict(amp) { av[i] = i[0] * 3; });
  av.synchronize();
  std::printf("%d %d %d\n", v[3], after_the_test(0), after_the_test(4));
#endif
  return 0;
}
// CHECK: 2015 other 0
// CHECK-NEXT: 9 0 5
// DEFAULT: 2012 other 0
