// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Overloads of one name that differ in restriction and in parameters of any
// kind (variadic, defaulted, pointers): each side chooses among its own
// overloads only. A cpu-only overload declared without a body is hidden from
// amp code whatever its parameters; cpu code is judged on the host view, where
// the amp-only overloads are hidden.
// expected-no-diagnostics
#include <amp.h>
#include <type_traits>

template <class T, class U> constexpr bool same = std::is_same<T, U>::value;

float variadic(int, ...) restrict(cpu);
bool variadic(int) restrict(amp);
int defaulted() restrict(cpu);
float defaulted(int = 0) restrict(amp);
unsigned pointer(const int *) restrict(cpu);
int pointer(int) restrict(amp);
namespace ns { struct B {}; int adl(B) restrict(cpu); }
float adl(ns::B) restrict(amp);

void cpu_side() {
  static_assert(same<decltype(variadic(1)), float>, "");
  static_assert(same<decltype(variadic(1, 2)), float>, "");
  static_assert(same<decltype(defaulted()), int>, "");
  static_assert(same<decltype(pointer(nullptr)), unsigned>, "");
  static_assert(same<decltype(adl(ns::B{})), int>, "");
  [] { static_assert(same<decltype(variadic(1)), float>, ""); }();
}

void amp_side() restrict(amp) {
  static_assert(same<decltype(variadic(1)), bool>, "");
  static_assert(same<decltype(defaulted()), float>, "");
  static_assert(same<decltype(pointer(0)), int>, "");
  static_assert(same<decltype(adl(ns::B{})), float>, "");
  [] { static_assert(same<decltype(variadic(1)), bool>, ""); }();
}
