// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=error:
// Visual C++ code names dependent types without `typename` in function bodies:
// under -fms-compatibility amp-clang inserts the keyword, in amp code (lowered
// to OpenCL C) and in cpu code (compiled by the host compiler) alike.
#include <amp.h>
#include <cstdio>
#include <vector>

#include "Inputs/missing-typename-header.h" // the host compile reads its keyword too

using namespace Concurrency;

template <class T> struct Pair {
  typedef T value_type;
  T a[2];
  T operator[](int i) const restrict(cpu, amp) { return a[i]; }
};

template <class V> typename V::value_type sum(const V &v) restrict(cpu, amp) {
  V::value_type s = v[0];
  return s + v[1];
}

template <class T> void scale(array_view<T, 1> out, T factor) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    array_view<T, 1>::value_type v = out[i];
    Pair<T> p = {{factor, 1}};
    out[i] = v * sum(p);
  });
}

template <class C> int total(const C &c) {
  int t = 0;
  for (C::const_iterator it = c.begin(); it != c.end(); ++it)
    t += *it;
  return t;
}

int main() {
  std::vector<int> data = {1, 2, 3, 4};
  array_view<int, 1> av(4, data);
  scale(av, 2);
  av.synchronize();
  std::printf("%d %d %d %d total %d of %d\n", data[0], data[1], data[2], data[3], total(data), countOf(data));
  return 0;
}
// BUILD-NOT: {{.}}
// CHECK: 3 6 9 12 total 30 of 4
// CL: int amp_f_Z3sumI4PairIiEENT_10value_typeERKS2__p(__private const amp_t_ZTS4PairIiE *v) {
// CL: __kernel void amp_k_missing_typename_function_body_29_3(
// CL: (v * amp_f_Z3sumI4PairIiEENT_10value_typeERKS2__p(&(p)))
// Without the flag: Clang's errors. In the lambda, a qualified name of the
// enclosing template reads as an expression until the template is instantiated.
// OFF: Inputs/missing-typename-header.h:3:3: error: missing 'typename' prior to dependent type name 'C::size_type'
// OFF: missing-typename-function-body.cpp:24:3: error: missing 'typename' prior to dependent type name 'V::value_type'
// OFF: missing-typename-function-body.cpp:30:33: error: expected ';' after expression
// OFF: missing-typename-function-body.cpp:30:34: error: use of undeclared identifier 'v'
// OFF: missing-typename-function-body.cpp:32:14: error: use of undeclared identifier 'v'
// OFF: missing-typename-function-body.cpp:38:8: error: missing 'typename' prior to dependent type name 'C::const_iterator'
// OFF: missing-typename-function-body.cpp:30:5: error: missing 'typename' prior to dependent type name 'array_view<int, 1>::value_type'
