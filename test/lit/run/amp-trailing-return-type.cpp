// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// RUN: %amp-clang -fsyntax-only %s
// An amp function's trailing return type is amp code: `decltype(f(1))` there
// sees the amp overloads, also where cpu code asks for the function's type
// (the static_asserts at namespace scope), in -fsyntax-only and in a build.
#include <amp.h>

#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

int f(int) restrict(cpu) { return 1; }
float f(float x) restrict(amp) { return x + 0.5f; }
namespace ns { struct R { int v; }; }
ns::R make(int) restrict(cpu) { return {1}; }
float make(float) restrict(amp) { return 2.5f; }

auto viaF() restrict(amp) -> decltype(f(1)) { return f(1); }
auto viaMake() restrict(amp) -> decltype(make(1)) { return make(1); }
auto both() restrict(cpu, amp) -> decltype(1 + 1) { return 2; }

static_assert(std::is_same<decltype(viaF), float() restrict(amp)>::value, "amp overload's type");
static_assert(std::is_same<decltype(viaMake), float() restrict(amp)>::value, "amp overload's type");
static_assert(std::is_same<decltype(both), int() restrict(cpu, amp)>::value, "");

int main() {
  std::vector<float> o(2);
  array_view<float, 1> av(2, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] ? viaMake() : viaF(); });
  av.synchronize();
  std::printf("%.1f %.1f %d %d\n", o[0], o[1], f(3), make(1).v);
  // CHECK: 1.5 2.5 1 1
}
