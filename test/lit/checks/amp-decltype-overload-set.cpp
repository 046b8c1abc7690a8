// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-decltype-overload-set: restrict(cpu, amp) code is compiled for both
// sides, where the name of a function overloaded on restriction stands for
// its cpu overload on one and its amp overload on the other: decltype of the
// name has no single type (Microsoft: C3556). A call picks one per side.
#include <amp.h>
#include <type_traits>

void pair_fn() restrict(cpu);
void pair_fn() restrict(amp);
int one_sided() restrict(cpu, amp);
float amp_only() restrict(amp);

void both() restrict(cpu, amp) {
  decltype(pair_fn) *unused = nullptr; // expected-error {{'pair_fn' names a restrict(cpu) and a restrict(amp) function; in restrict(cpu, amp) code decltype(pair_fn) has no single type [amp-decltype-overload-set]}} expected-error {{function pointer used in restrict(amp) code}} expected-error {{'unused' is a pointer to a restrict(amp) function}}
  decltype(pair_fn); // expected-warning {{declaration does not declare anything}} expected-error {{'pair_fn' names a restrict(cpu) and a restrict(amp) function}}
  static_assert(std::is_same<decltype(pair_fn), void()>::value, ""); // expected-error {{'pair_fn' names a restrict(cpu) and a restrict(amp) function}}
  // Valid: calls, and names of functions that are not overloaded on restriction.
  static_assert(std::is_same<decltype(pair_fn()), void>::value, "");
  static_assert(std::is_same<decltype(one_sided), int()>::value, "");
  auto lambda = []() restrict(cpu, amp) {
    decltype(pair_fn); // expected-warning {{declaration does not declare anything}} expected-error {{'pair_fn' names a restrict(cpu) and a restrict(amp) function}}
  };
  (void)lambda;
}

// One side alone picks its overload.
void amp_side() restrict(amp) {
  static_assert(std::is_same<decltype(pair_fn), void()>::value, "");
  static_assert(std::is_same<decltype(amp_only), float()>::value, "");
}
void cpu_side() {
  static_assert(std::is_same<decltype(pair_fn), void()>::value, "");
}
