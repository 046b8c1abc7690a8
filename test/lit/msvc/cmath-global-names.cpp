// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++'s <iostream> (and <cstdlib>) leave <cmath>'s names in the
// global namespace: sqrt unqualified, and abs of a double, which must not
// become int abs(int). Under -fms-compatibility <amp.h> includes <math.h>.
#include <amp.h>

#include <iostream>

int main() {
  std::cout << sqrt(16.0) << " " << abs(-2.5) << " " << pow(2.0f, 3) << " " << floor(2.7) << "\n";
  // CHECK: 4 2.5 8 2
  return 0;
}
// OFF: error: use of undeclared identifier 'sqrt'
// BUILD-NOT: {{.}}
