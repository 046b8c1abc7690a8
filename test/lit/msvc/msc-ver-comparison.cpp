// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: %amp-clang %s -o %t.default && %t.default | FileCheck --check-prefix=DEFAULT %s
// `#if _MSC_VER < 1800` (Microsoft's Algorithms Library picks Visual C++
// 2012's internal launch API so). amp-clang defines no _MSC_VER; under
// -fms-compatibility a comparison of it with a number is made with Visual
// C++ 2015's 1900 in the user's files, while `defined(_MSC_VER)`, `#ifdef`
// and a bare `#if _MSC_VER` still say it is not Visual C++ (docs/msvc.md).
// Without the flag, the preprocessor's 0.
#include <amp.h>
#include <cstdio>

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
  return 0;
}
// CHECK: 2015 other 0
// DEFAULT: 2012 other 0
