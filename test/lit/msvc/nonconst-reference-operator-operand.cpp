// RUN: %amp-clang -fms-compatibility %s -o %t && %run %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck --check-prefix=DEFAULT %s
// A temporary given to an operator whose parameter is a non-const lvalue
// reference (`settings == Settings::Invalid()` with `bool operator==(Settings &)`,
// as a real C++ AMP project writes it): Visual C++ binds it (/Zc:referenceBinding-,
// C4239) as it does for calls. Under -fms-compatibility the operand is bound
// the same way (docs/msvc.md): member and non-member operators, in a function
// template, and in amp code. Without the flag, Clang's error.
// DEFAULT: error: invalid operands to binary expression ('Settings' and 'Settings')
#include <amp.h>
#include <cstdio>

using namespace concurrency;

struct Settings {
  int units;
  static Settings Invalid() { return Settings{-1}; }
  bool operator==(Settings &o) { return units == o.units; }
};
bool operator!=(Settings &a, Settings &b) { return a.units != b.units; }

template <class T> bool same(T &a) { return a == T::Invalid(); }

struct V {
  int x;
  bool operator<(V &o) const restrict(cpu, amp) { return x < o.x; }
};
V make(int x) restrict(cpu, amp) { return V{x}; }

int main() {
  Settings s{-1}, t{4};
  // CHECK: member 1 0, non-member 0 1, template 1 0
  std::printf("member %d %d, non-member %d %d, template %d %d\n", s == Settings::Invalid(), t == Settings::Invalid(),
              s != Settings::Invalid(), Settings::Invalid() != t, same(s), same(t));
  std::vector<int> out(8);
  array_view<int, 1> o(8, out);
  parallel_for_each(o.extent, [=](index<1> i) restrict(amp) { o[i] = V{i[0]} < make(5); });
  o.synchronize();
  // CHECK: amp 1 1 1 1 1 0 0 0
  std::printf("amp %d %d %d %d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
  return 0;
}
