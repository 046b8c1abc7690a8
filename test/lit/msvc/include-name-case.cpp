// RUN: not %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error:
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// Windows' file names ignore case: Visual C++ code includes "blackscholes.h"
// for BlackScholes.h (Microsoft's samples). Under -fms-compatibility a name
// that matches no file is matched ignoring case, folder by folder, with
// Clang's -Wnonportable-include-path; the host compile reads the same files,
// and a header reached by several spellings (backslashes too) is one file
// (#pragma once holds).
#include <amp.h>

#include <cstdio>
#include <vector>

#include "inputs/CASE-NAMES/SCALE-helpers.h"
#include "Inputs/case-names/sub/inner.H"
#include "inputs\case-names\SUB\INNER.h"
// DEFAULT: fatal error: 'inputs/CASE-NAMES/SCALE-helpers.h' file not found
// WARN: include-name-case.cpp:[[@LINE-4]]:10: warning: non-portable path to file '"Inputs/case-names/Scale-Helpers.h"'; specified path differs in case from file name on disk [-Wnonportable-include-path]
// WARN: include-name-case.cpp:[[@LINE-4]]:10: warning: non-portable path to file '"Inputs/case-names/Sub/Inner.h"'
// WARN: case-names/sub/inner.H:2:10: warning: non-portable path to file '"../Scale-Helpers.h"'
// WARN: include-name-case.cpp:[[@LINE-5]]:10: warning: non-portable path to file '"Inputs\case-names\Sub\Inner.h"'

int main() {
  std::vector<int> v(4, 1);
  concurrency::array_view<int, 1> a(4, v);
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) { a[i] = inner(a[i]); });
  // CHECK: 6 10
  std::printf("%d %d\n", a[3], scaled(2));
  return 0;
}
