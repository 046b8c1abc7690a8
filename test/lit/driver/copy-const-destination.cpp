// copy and copy_async into a const array: no overload takes a const
// destination, so the array would match the output-iterator overloads (and be
// copied, or fail deep in the standard library); a static_assert says what is
// wrong, at the user's call (follow-on errors from the body may come after).
// RUN: not %amp-clang -fsyntax-only %s 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
#include <amp.h>
using namespace concurrency;

void copies(const array<int, 1> &src, const array_view<const int, 1> &view, array<int, 1> &ok) {
  const array<int, 1> dest(10);
  copy_async(src, dest).get();  // line 12
  copy(view, dest);             // line 13
  copy_async(view, dest).get(); // line 14
  copy(src, ok);                // valid: a non-const destination
  copy_async(view, ok).get();
}
// CHECK-DAG: copy-const-destination.cpp:12:{{[0-9]+}}: error: static assertion failed {{.*}}copy: the destination is a const array
// CHECK-DAG: copy-const-destination.cpp:13:{{[0-9]+}}: error: static assertion failed {{.*}}copy: the destination is a const array
// CHECK-DAG: copy-const-destination.cpp:14:{{[0-9]+}}: error: static assertion failed {{.*}}copy: the destination is a const array
