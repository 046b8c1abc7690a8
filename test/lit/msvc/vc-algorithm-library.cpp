// RUN: %amp-clang -fms-compatibility -I %S/Inputs/vclib %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -I %S/Inputs/vclib -fsyntax-only %s 2>&1 | FileCheck --check-prefix=STRICT %s
// A C++ AMP algorithm library written in the Visual C++ style (Inputs/vclib:
// functors and helpers declared in a header included after the algorithms,
// missing typename/template, a typedef shadowing its template parameter,
// members of dependent bases without this->) builds with -fms-compatibility,
// and its reduce, scan and sort agree with the standard library on the device.
// Without the flag, the first error is the late-declared name.
// BUILD-NOT: error
// STRICT: algorithms.h:{{[0-9]+}}:{{[0-9]+}}: error:
#include "algorithms.h"
#include "functors.h"

// <amp.h> alone brings <climits>, <cfloat> and <limits>, as Microsoft's does.
static_assert(CHAR_BIT == 8 && INT_MAX > 0 && FLT_MAX > 0, "limits after <amp.h>");

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

int main() {
  const int N = 1024;
  std::vector<int> data(N);
  for (int i = 0; i < N; ++i)
    data[i] = (i * 7919) % 1000 - 500;

  Concurrency::array_view<int, 1> v(N, data);
  int total = vclib::sum<64>(v);
  int top = vclib::reduce<128>(v, vclib::maximum<int>());
  std::printf("reduce %s %s\n", total == std::accumulate(data.begin(), data.end(), 0) ? "ok" : "WRONG",
              top == *std::max_element(data.begin(), data.end()) ? "ok" : "WRONG");
  // CHECK: reduce ok ok

  std::vector<int> scanned(data), expected(N);
  std::partial_sum(data.begin(), data.end(), expected.begin());
  Concurrency::array_view<int, 1> s(N, scanned);
  vclib::inclusive_scan(s, vclib::plus<int>());
  s.synchronize();
  std::printf("scan %s\n", scanned == expected ? "ok" : "WRONG");
  // CHECK: scan ok

  std::vector<int> sorted(data), reference(data);
  std::sort(reference.begin(), reference.end());
  Concurrency::array_view<int, 1> o(N, sorted);
  vclib::sort(o, vclib::less<int>());
  o.synchronize();
  std::printf("sort %s\n", sorted == reference ? "ok" : "WRONG");
  // CHECK: sort ok
  return 0;
}
