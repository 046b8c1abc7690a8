// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// decltype and sizeof resolve per context at compile time: cpu code sees the
// cpu twin, amp code the amp twin (the device view's parse holds back the
// errors of cpu code and the host view's parse judges them:
// frontend/CpuSideErrors.h). restriction-decltype-errors.cpp: the wrong
// expectations are errors on both sides. (A full compile also builds amp
// functions on the host, for the host accelerator, where the host view shows
// them the cpu twin: a static_assert in amp code on a twin's decltype holds
// in -fsyntax-only only. docs/spec-coverage.md.)
#include <amp.h>
#include <type_traits>

float h() restrict(cpu);
int h() restrict(amp);

void host() {
  static_assert(std::is_same<decltype(h()), float>::value, "cpu code sees the cpu h");
  auto lambda = [] { return h(); }; // a cpu lambda, in cpu code
  static_assert(std::is_same<decltype(lambda()), float>::value, "so does a lambda");
}
static_assert(sizeof(h()) == sizeof(float), "namespace scope is cpu code");
template <typename T> T twice(T v) { return v + v; }
static_assert(std::is_same<decltype(twice(h())), float>::value, "templates too");
int device() restrict(amp) {
  static_assert(std::is_same<decltype(h()), int>::value, "amp code sees the amp h");
  return 0;
}
// expected-no-diagnostics
