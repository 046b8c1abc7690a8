// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only -fms-compatibility -DNO_BASE %s 2>&1 | FileCheck %s --check-prefix=NOBASE
// A class template derived from a dependent base names the base's member type
// where a namespace-scope class template of the same name is visible too
// (Microsoft's C++ AMP BLAS tests: `real_type fudge_factor() const` in each
// test, `template <class T> struct real_type` in their header). Visual C++
// looks the name up at instantiation, in the class and its bases first, and
// finds the member; under -fms-compatibility amp-clang does the same: in a
// return type, a functional cast, a template argument and a variable's type.
#include <amp.h>

#include <cstdio>
#include <limits>

template <typename T> struct real_type { typedef T type; };
template <typename T> struct real_type_of { typedef T type; };
template <> struct real_type_of<int> { typedef double type; };

namespace cblas {
inline double twice(double x) { return 2 * x; }
} // namespace cblas

template <typename value_type> class test_case {
public:
  typedef typename real_type_of<value_type>::type real_type;
  virtual real_type fudge_factor() const { return real_type(64); }
  virtual ~test_case() {}
};

#ifndef NO_BASE
template <typename value_type> class asum_test : public test_case<value_type> {
public:
  real_type fudge_factor() const { return real_type(50) / 4; }
  bool is_double() const { return std::numeric_limits<real_type>::digits == 53; }
  double variable() const {
    real_type cblas = cblas::twice(1.25);
    return cblas;
  }
};
#else
template <typename value_type> class lone_test {
public:
  // NOBASE: dependent-base-member-type.cpp:[[@LINE+1]]:3: error: use of class template 'real_type' requires template arguments
  real_type fudge_factor() const { return 1; }
};
#endif

int main() {
  asum_test<int> i;
  asum_test<float> f;
  const test_case<int> &base = i;
  // CHECK: 12.5 1 12.5 0 12.5 2.5 2.5
  std::printf("%g %d %g %d %g %g %g\n", double(i.fudge_factor()), i.is_double() ? 1 : 0, double(f.fudge_factor()),
              f.is_double() ? 1 : 0, double(base.fudge_factor()), i.variable(), f.variable());
  return 0;
}
