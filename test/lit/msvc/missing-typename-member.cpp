// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility -emit-opencl %s -o %t.cl
// RUN: FileCheck %s --check-prefix=CL < %t.cl
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not="{{warning|error}}:"
// Visual C++ code names a dependent base's types without `typename` in class
// templates: in member declarations (Clang warns: a C++20 extension) and in
// member function bodies (Clang's error). -fms-compatibility inserts the keyword.
#include <amp.h>
#include <cstdio>

using namespace Concurrency;

template <class T> struct Base {
  typedef T type;
  typedef T *pointer;
};

template <class T> struct Accumulator : Base<T> {
  typename Base<T>::type a;
  Base<T>::type b;
  T total() const restrict(cpu, amp) {
    Base<T>::type t = a + b;
    Base<T>::pointer p = &t;
    return *p;
  }
};

int main() {
  int out[4] = {0, 0, 0, 0};
  array_view<int, 1> o(4, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
    Accumulator<int> acc;
    acc.a = i[0];
    acc.b = 10;
    o[i] = acc.total();
  });
  o.synchronize();
  Accumulator<float> host;
  host.a = 0.5f;
  host.b = 1.0f;
  std::printf("%d %d %d %d host %.1f\n", out[0], out[1], out[2], out[3], host.total());
  return 0;
}
// BUILD-NOT: {{.}}
// CHECK: 10 11 12 13 host 1.5
// CL: int amp_f_ZNK11AccumulatorIiE5totalEv_p(__private const amp_t_ZTS11AccumulatorIiE *amp_this) {
// CL: __kernel void amp_k_missing_typename_member_32_3(
// CL: amp_f_ZNK11AccumulatorIiE5totalEv_p(&(acc))
// Without the flag: Clang's warning and errors. In a member function body, a
// name of the class's base reads as an expression until the class is
// instantiated; the keyword's place comes from the instantiation's error.
// OFF: missing-typename-member.cpp:21:3: warning: missing 'typename' prior to dependent type name Base<T>::type; implicit 'typename' is a C++20 extension
// OFF: missing-typename-member.cpp:23:18: error: expected ';' after expression
// OFF: missing-typename-member.cpp:23:19: error: use of undeclared identifier 't'
// OFF: missing-typename-member.cpp:24:21: error: expected ';' after expression
// OFF: missing-typename-member.cpp:24:22: error: use of undeclared identifier 'p'
// OFF: missing-typename-member.cpp:24:27: error: use of undeclared identifier 't'
// OFF: missing-typename-member.cpp:25:13: error: use of undeclared identifier 'p'
// OFF: missing-typename-member.cpp:23:5: error: missing 'typename' prior to dependent type name 'Base<int>::type'
// OFF: missing-typename-member.cpp:24:5: error: missing 'typename' prior to dependent type name 'Base<int>::pointer'
// OFF: missing-typename-member.cpp:23:5: error: missing 'typename' prior to dependent type name 'Base<float>::type'
// OFF: missing-typename-member.cpp:24:5: error: missing 'typename' prior to dependent type name 'Base<float>::pointer'
