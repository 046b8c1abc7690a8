// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Code written against Microsoft's amp.h: the library is namespace Concurrency
// (programs reopen it) with `concurrency` as an alias; access_type and
// completion_future exist; <cstdarg> and the standard containers come with amp.h.
#include <amp.h>

#include <cstdio>

namespace Concurrency {
namespace Test {
// Unqualified names resolve in the reopened namespace.
inline int sum_on(const accelerator_view &av, array_view<int, 1> data) {
  parallel_for_each(av, data.extent, [=](index<1> i) restrict(amp) { data[i] += i[0]; });
  int s = 0;
  for (int i = 0; i < data.extent[0]; ++i) s += data[i];
  return s;
}
} // namespace Test
} // namespace Concurrency

static int count_args(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main() {
  std::vector<int> v(8, 1);
  Concurrency::array_view<int, 1> data(8, v);
  concurrency::accelerator acc;
  std::printf("sum: %d\n", Concurrency::Test::sum_on(acc.get_default_view(), data));
  Concurrency::access_type t = Concurrency::access_type_auto;
  std::printf("access: %d %d\n", int(Concurrency::access_type_read_write), t == concurrency::access_type_auto);
  Concurrency::completion_future f = Concurrency::completion_future::ready();
  f.wait();
  std::printf("future: %d varargs: %d\n", f.valid(), count_args(3, 1, 2, 3));
  return 0;
}
// CHECK: sum: 36
// CHECK: access: 3 1
// CHECK: future: 1 varargs: 6
