// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// RUN: not %amp-clang -fms-compatibility -DSCALAR -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// A temporary of class type bound to a non-const lvalue reference: Visual
// C++'s extension (its default /Zc:referenceBinding-, warning C4239), which
// Clang has in no mode. Under -fms-compatibility the front end keeps Visual
// C++'s meaning: an argument is wrapped in an lvalue of the temporary, which
// lives to the end of the full-expression (in amp code too); a reference
// variable becomes an rvalue reference, so the temporary lives as long as it.
// A const overload still takes rvalues where there is one (Clang's own choice,
// which Visual C++ makes too); temporaries of scalar type stay an error, as
// in Visual C++ (C2664, C2440).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct counter {
  int n;
  counter(int n) restrict(cpu, amp) : n(n) {}
};
int bump(counter &c) restrict(cpu, amp) { return ++c.n; }
struct box {
  box(counter &c) : n(c.n + 100) {} // a converting constructor from an lvalue
  int n;
};
int take(const box &b) { return b.n; }
const char *which(counter &) { return "non-const"; }
const char *which(const counter &) { return "const"; }

// The C++ AMP book's Scan: temporary views passed to a template taking views by reference.
template <typename T> void scale(array_view<T, 1> &in, array_view<T, 1> &out, T k) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = in[i] * k; });
}
template <typename T> void scaleAll(std::vector<T> &in, std::vector<T> &out) {
  scale(array_view<T, 1>(int(in.size()), in), array_view<T, 1>(int(out.size()), out), T(3));
}

int main() {
  std::printf("%d %d %d %s\n", bump(counter(1)), bump(counter{5}), take(counter(2)), which(counter(0)));
  // CHECK: 2 6 102 const
  counter &c = counter(41);
  bump(c);
  std::printf("%d\n", c.n);
  // CHECK-NEXT: 42
  std::vector<int> in = {1, 2, 3, 4}, out(4);
  scaleAll(in, out);
  // The C++ AMP book's Chapter 9: an array temporary converted to a view (array_view(array &)).
  std::vector<array_view<int, 1>> views;
  views.push_back(array<int, 1>(4));
  array_view<int, 1> v = views[0];
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    int first = bump(counter(i[0])); // an argument in amp code
    counter &local = counter(10);    // a reference variable in amp code
    local.n += bump(local);
    v[i] = first * 100 + local.n;
  });
  std::printf("%d %d %d %d\n", out[0], out[3], v[0], v[3]);
  // CHECK-NEXT: 3 12 122 422
#ifdef SCALAR
  int &r = 1;
  // SCALAR: error: non-const lvalue reference to type 'int' cannot bind to a temporary of type 'int'
#endif
  return 0;
}
// BUILD-NOT: {{.}}
// DEFAULT: error: no matching function for call to 'bump'
