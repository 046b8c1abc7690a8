// RUN: %amp-clang -emit-opencl %s -o %t.cl && %opencl-check %t.cl
// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A parallel_for_each in each kind of function a template instantiates is one
// kernel per instantiation (issue 46, finding 2: a class template's
// constructor ran its first instantiation's kernel for every instantiation).
// Each kind is run for two or three instantiations whose kernels differ
// only by a template argument, and the sums tell which kernels ran. Lambdas
// written outside every function hold kernels too (a variable template's,
// a static data member's, a default member initializer).
#include <amp.h>

#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

// A constructor's body.
template <int K> struct adder {
  explicit adder(array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += K; });
  }
  // A delegating constructor, with a kernel of its own after the target's.
  adder(array_view<int, 1> a, int times) : adder(a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += K * times; });
  }
};

// A member initializer.
template <int K> struct initialised {
  array_view<int, 1> v;
  int n;
  explicit initialised(array_view<int, 1> a)
      : v(a), n((parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 10 * K; }), K)) {}
};

// A destructor.
template <int K> struct at_scope_end {
  array_view<int, 1> v;
  ~at_scope_end() {
    array_view<int, 1> a = v;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 100 * K; });
  }
};

// A conversion operator, a member operator, a static member.
template <int K> struct ops {
  array_view<int, 1> v;
  operator int() const {
    array_view<int, 1> a = v;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 1000 * K; });
    return K;
  }
  ops &operator+=(int m) {
    array_view<int, 1> a = v;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += m * K; });
    return *this;
  }
  void operator()(int m) const {
    array_view<int, 1> a = v;
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] -= m * K; });
  }
  static void twice(array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 2 * K; });
  }
};

// A free operator template.
template <int K> struct tag {};
template <int K> void operator<<(array_view<int, 1> a, tag<K>) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 3 * K; });
}

// A member template of a class template, and a constructor template.
template <int K> struct outer {
  template <int J> static void run(array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += K * J; });
  }
  template <int J> struct inner {
    explicit inner(array_view<int, 1> a) {
      parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += K - J; });
    }
  };
};
struct from_constant {
  template <class C> from_constant(array_view<int, 1> a, C) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += C::value; });
  }
};

// A host lambda in a function template, and a generic host lambda.
template <int K> void through_lambda(array_view<int, 1> a) {
  auto go = [&] { parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 7 * K; }); };
  go();
}
void through_generic(array_view<int, 1> a) {
  auto go = [&](auto c) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += decltype(c)::value; });
  };
  go(std::integral_constant<int, 5>{});
  go(std::integral_constant<int, 50>{});
}

// A local class's member in a function template.
template <int K> void through_local(array_view<int, 1> a) {
  struct local {
    static void go(array_view<int, 1> b) {
      parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] += 9 * K; });
    }
  };
  local::go(a);
}

// Lambdas written where no function is: a variable template's initializer, a
// static data member's, a default member initializer; and, beside them, a
// plain variable's.
template <int K> auto add_k = [](array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += K; });
};
template <int K> struct with_static {
  static inline auto go = [](array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 10 * K; });
  };
};
template <int K> struct with_default {
  array_view<int, 1> v;
  int n = [](array_view<int, 1> a) {
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 100 * K; });
    return K;
  }(v);
};
auto add_one = [](array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] += 1; });
};

// A class template's constructor reached through an inheriting constructor.
struct derived : adder<4> {
  using adder<4>::adder;
};

int run(int which) {
  std::vector<int> data(4, 0);
  array_view<int, 1> a(4, data);
  switch (which) {
  case 0: adder<1>{a}; adder<2>{a}; break;                  // 3
  case 1: adder<1>(a, 3); adder<2>(a, 5); break;           // 1 + 3 + 2 + 10 = 16
  case 2: initialised<1>{a}; initialised<2>{a}; break;     // 30
  case 3: { at_scope_end<1> x{a}; at_scope_end<2> y{a}; } break;     // 300
  case 4: (void)int(ops<1>{a}); (void)int(ops<3>{a}); break; // 4000
  case 5: { ops<1> x{a}; ops<2> y{a}; x += 5; y += 7; x(1); y(2); } break; // 5 + 14 - 1 - 4 = 14
  case 6: ops<1>::twice(a); ops<4>::twice(a); break;       // 10
  case 7: a << tag<1>{}; a << tag<2>{}; break;             // 9
  case 8: outer<2>::run<3>(a); outer<3>::run<5>(a); outer<2>::run<5>(a); break; // 6 + 15 + 10 = 31
  case 9: outer<9>::inner<1>{a}; outer<9>::inner<4>{a}; outer<7>::inner<1>{a}; break; // 8 + 5 + 6 = 19
  case 10: from_constant(a, std::integral_constant<int, 6>{}); from_constant(a, std::integral_constant<int, 60>{}); break; // 66
  case 11: through_lambda<1>(a); through_lambda<2>(a); break; // 21
  case 12: through_generic(a); break;                        // 55
  case 13: through_local<1>(a); through_local<3>(a); break;  // 36
  case 14: derived{a}; adder<1>{a}; break;                   // 5
  case 15: add_k<1>(a); add_k<2>(a); add_k<3>(a); break;      // 6
  case 16: with_static<1>::go(a); with_static<2>::go(a); break; // 30
  case 17: (void)with_default<1>{a}; (void)with_default<2>{a}; break; // 300
  case 18: add_one(a); add_one(a); break;                     // 2
  }
  a.synchronize();
  return data[0] == data[3] ? data[0] : -1;
}

int main() {
  const char *kinds[] = {"constructor", "delegating constructor", "member initializer", "destructor",
                         "conversion operator", "member operators", "static member", "free operator template",
                         "member template", "nested class template's constructor", "constructor template",
                         "lambda in a template", "generic lambda", "local class in a template",
                         "inherited constructor", "variable template", "static data member",
                         "default member initializer", "variable"};
  for (int i = 0; i <= 18; ++i)
    std::printf("%s: %d\n", kinds[i], run(i));
  return 0;
}
// CHECK: constructor: 3
// CHECK-NEXT: delegating constructor: 16
// CHECK-NEXT: member initializer: 30
// CHECK-NEXT: destructor: 300
// CHECK-NEXT: conversion operator: 4000
// CHECK-NEXT: member operators: 14
// CHECK-NEXT: static member: 10
// CHECK-NEXT: free operator template: 9
// CHECK-NEXT: member template: 31
// CHECK-NEXT: nested class template's constructor: 19
// CHECK-NEXT: constructor template: 66
// CHECK-NEXT: lambda in a template: 21
// CHECK-NEXT: generic lambda: 55
// CHECK-NEXT: local class in a template: 36
// CHECK-NEXT: inherited constructor: 5
// CHECK-NEXT: variable template: 6
// CHECK-NEXT: static data member: 30
// CHECK-NEXT: default member initializer: 300
// CHECK-NEXT: variable: 2
