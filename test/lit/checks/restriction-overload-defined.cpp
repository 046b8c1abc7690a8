// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// decltype follows the context where the overloads differ in parameter types
// too and the cpu ones are defined in the file: amp code sees only the amp
// overloads, cpu code only the cpu ones. Only the wrong expectations fail,
// each once, at its assertion.
#include <amp.h>
#include <type_traits>

template <class T, class U> constexpr bool same = std::is_same<T, U>::value;

struct Pt { float x, y; };

double len(const Pt &p) restrict(cpu) { return p.x; }
float len(Pt p) restrict(amp) { return p.y; }

struct Meter {
  double read(const Pt &) const restrict(cpu) { return 7.0; }
  int read(Pt p) const restrict(amp) { return 1; }
};

void amp_side() restrict(amp) {
  static_assert(same<decltype(len(Pt{})), float>, "");
  static_assert(same<decltype(Meter().read(Pt{})), int>, "");
  static_assert(same<decltype(len(Pt{})), double>, "amp expects double");
  // CHECK-DAG: restriction-overload-defined.cpp:[[@LINE-1]]:17: error: static assertion failed due to requirement 'same<float, double>': amp expects double
}

void cpu_side() {
  static_assert(same<decltype(len(Pt{})), double>, "");
  static_assert(same<decltype(Meter().read(Pt{})), double>, "");
  static_assert(same<decltype(Meter().read(Pt{})), int>, "cpu expects int");
  // CHECK-DAG: restriction-overload-defined.cpp:[[@LINE-1]]:17: error: static assertion failed due to requirement 'same<double, int>': cpu expects int
}
// CHECK-DAG: 1 error generated.
