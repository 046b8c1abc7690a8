// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: not --crash %t overrun 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// stdext::checked_array_iterator and make_checked_array_iterator, which
// Visual C++'s <iterator> declares: under -fms-compatibility <amp.h> brings
// them in. Writing past the array's size stops the program, as Microsoft's
// does.
#include <amp.h>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **) {
  std::vector<int> src = {5, 6, 7, 8};
  int dst[4] = {};
  if (argc > 1) { // four elements into three
    std::copy(src.begin(), src.end(), stdext::make_checked_array_iterator(dst, 3));
    return 0;
  }
  stdext::checked_array_iterator<int *> end = std::copy(src.begin(), src.end(), stdext::make_checked_array_iterator(dst, 4));
  stdext::checked_array_iterator<int *> it(dst, 4, 1);
  std::printf("%d %d %d %td %d\n", dst[3], *it, it[2], end - it, end.base() == dst + 4);
  // CHECK: 8 6 8 3 1
  std::reverse(stdext::make_checked_array_iterator(dst, 4), end);
  std::printf("%d %d\n", dst[0], *stdext::make_unchecked_array_iterator(dst + 1));
  // CHECK-NEXT: 8 7
  return 0;
}
// OUTSIDE: stdext::checked_array_iterator: invalid parameter: dereferencing the end
// OFF: error: use of undeclared identifier 'stdext'
// BUILD-NOT: {{.}}
