// RUN: %amp-clang -fms-compatibility %s -o %t
// RUN: %t | FileCheck %s
// In the MSVC dialect (delayed template parsing) libstdc++'s templates that
// use a type trait's name as a class (`__is_pointer` in std::equal, which
// vector's == calls) compile beside <amp.h>: no precompiled header there.
#include <amp.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> a(4, 1), b(4, 0);
  array_view<int, 1> v(4, b);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
  v.synchronize();
  std::printf("equal %d %d\n", a == b, std::equal(a.begin(), a.end(), b.begin()));
  return 0;
}
// CHECK: equal 1 1
