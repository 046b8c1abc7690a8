// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility %s -o %t.ms
// RUN: %run %t.ms | FileCheck %s
// RUN: not %amp-clang -fno-ms-extensions -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++ projects spell include paths with backslashes (the C++ AMP
// book's ScanPerf: #include "..\Scan\ScanTiled.h"). Under the MSVC dialect
// (-fms-extensions, on by default) Clang takes '\' in a quoted include as a
// path separator, so the header is found in amp code and in host code.
#include <amp.h>
#include "Inputs\include-backslash.h"
#include "..\msvc\Inputs\include-backslash.h"

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = sevenfold(i[0]); });
  av.synchronize();
  bool ok = true;
  for (int i = 0; i < 16; ++i) ok &= v[i] == sevenfold(i);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
// CHECK: PASS
// BUILD-NOT: {{.}}
// OFF: fatal error: 'Inputs\include-backslash.h' file not found
