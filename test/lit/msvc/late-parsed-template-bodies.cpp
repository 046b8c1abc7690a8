// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck --check-prefix=BUILD %s
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fms-compatibility -fsyntax-only -DWITH_ERROR %s 2>&1 | FileCheck --check-prefix=ERROR %s
// In the MSVC dialect Clang parses a template's body only when the template
// is instantiated (-fdelayed-template-parsing): a class template's
// constructor, the implicit deduction guide Clang makes from it for class
// template argument deduction, an explicit guide, and amp function templates
// never instantiated have no body in the AST. Placing the warnings of cpu
// code (a file naming a restriction twin, or one with errors) walks every
// function body of the user's code; it read those bodies and crashed
// (issue 46, finding 7: Microsoft's C++ AMP Algorithms Library).
#include <amp.h>

#include <cstdio>

using namespace concurrency;

namespace lib {
template <class T> class scaled {
public:
  explicit scaled(T k) restrict(cpu, amp) : m_k(k) {}
  T operator()(T x) const restrict(cpu, amp) { return m_k * x; }

private:
  T m_k;
};
template <class T> scaled(T *) -> scaled<T>;

template <class T> class never_used {
public:
  never_used(const T &v) restrict(cpu, amp) : m_v(v) {}
  T get() const restrict(amp) { return m_v; }

private:
  T m_v;
};
template <class T> T twice(T x) restrict(amp) { return x + x; }
} // namespace lib

int pick() restrict(cpu) { return 1; }
int pick() restrict(amp) { return 2; }

int main() {
  lib::scaled s(3); // deduced through the constructor's implicit guide
  int out[4] = {0, 0, 0, 0};
  array_view<int, 1> v(4, out);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = s(i[0]) + pick(); });
  v.synchronize();
  pick() + 1; // a warning of cpu code: its place is decided once the AST is whole
  // BUILD: warning: expression result unused
  // BUILD-NOT: internal compiler error
#ifdef WITH_ERROR
  undeclared_name = 1;
  // ERROR: error: use of undeclared identifier 'undeclared_name'
  // ERROR: warning: expression result unused
  // ERROR-NOT: internal compiler error
#endif
  std::printf("%d %d %d %d host %d\n", out[0], out[1], out[2], out[3], pick());
  // CHECK: 2 5 8 11 host 1
  return 0;
}
