// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// An amp function is resolved as amp code in a program that is built, not only
// in -fsyntax-only: `helper` calls g(int) restrict(amp), which cpu code (and the
// host compile's view) cannot see beside g(S), and `device` asserts that h()
// is the amp twin. Neither is reached by a kernel of the program but `device`
// through a functor; the host compile drops what no kernel reaches.
#include <amp.h>

#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

struct S { int v; };
int g(S s) restrict(cpu) { return s.v + 1000; }
int g(int x) restrict(amp) { return x * 2; }
float h() restrict(cpu) { return 1.5f; }
int h() restrict(amp) { return 2; }

int helper(int x) restrict(amp) { return g(x) + 1; } // no kernel calls it
int device() restrict(amp) {
  static_assert(std::is_same<decltype(h()), int>::value, "amp code sees h() restrict(amp)");
  return g(3) + h();
}
struct Functor {
  array_view<int, 1> av;
  void operator()(index<1> i) const restrict(amp) { av[i] = device() + g(i[0]); }
};

int main() {
  static_assert(std::is_same<decltype(h()), float>::value, "cpu code sees h() restrict(cpu)");
  std::vector<int> o(2);
  array_view<int, 1> av(2, o);
  parallel_for_each(av.extent, Functor{av});
  av.synchronize();
  std::printf("%d %d %d %.1f\n", o[0], o[1], g(S{1}), h());
  // CHECK: 8 10 1001 1.5
}
