// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error|note}}:"
// A rule broken in template code that does not depend on the arguments is
// reported once, with the first instantiation that found it; one that depends
// on them is reported for each instantiation that breaks it differently.
#include <amp.h>
int cpu_f() { return 1; }
// CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-1]]:5: note: 'cpu_f' declared here
template <class T> T f(T x) restrict(amp) { return x + cpu_f(); }
// CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-1]]:56: error: call to 'cpu_f', which is restrict(cpu), from restrict(amp) code; mark it restrict(cpu, amp) or provide a restrict(amp) overload [amp-call-cpu-function]
template <class T> int g() restrict(amp) { T v = 0; return (int)v; }
// CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-1]]:44: error: type 'char' is not allowed in restrict(amp) code: 8-bit types are not supported on the accelerator [amp-char-type]
// CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-2]]:44: note: for 8-bit data
// CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-3]]:44: error: type 'short' is not allowed in restrict(amp) code: 16-bit integers are not supported on the accelerator, use int [amp-unsupported-type]

void use() restrict(amp) {
  f(1);
  // CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-1]]:3: note: in instantiation of 'f<int>' requested here
  f(2.0f);
  f(3u);
  // The template arguments are written in amp code too.
  g<char>();
  // CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-1]]:3: note: in instantiation of 'g<char>' requested here
  // CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-2]]:5: error: type 'char' is not allowed
  // CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-3]]:5: note: for 8-bit data
  g<short>();
  // CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-1]]:3: note: in instantiation of 'g<short>' requested here
  // CHECK-DAG: repeated-in-instantiations.cpp:[[@LINE-2]]:5: error: type 'short' is not allowed
}
