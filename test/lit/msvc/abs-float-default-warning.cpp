// RUN: %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %amp-clang -fms-compatibility -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=MS --allow-empty
// `abs(x)` on a float in the global namespace: Visual C++'s headers overload
// it; with libstdc++ and <cstdlib> alone it is int abs(int), which truncates.
// Under -fms-compatibility the float overload is there (cmath-global-names.cpp
// runs it); by default, where the headers do not allow it, the call is warned
// about, never silently truncated.
#include <amp.h>

#include <cstdlib>

float magnitude(float x) { return abs(x); }
// CHECK: abs-float-default-warning.cpp:[[@LINE-1]]:35: warning: using integer absolute value function 'abs' when argument is of floating point type [-Wabsolute-value]
// MS-NOT: warning
