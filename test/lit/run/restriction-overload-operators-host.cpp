// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// The host accelerator runs kernels that call operators overloaded on
// restriction, as the device does. The host compile gets each amp operator
// back as a function of another name (`operator_p__amp_twin` for
// `operator+`), and amp code's operator expressions become calls of it:
// `a + b` -> `(a).operator_p__amp_twin(b)` for a member,
// `operator_p__amp_twin(a, b)` for a non-member; unary, compound, postfix,
// subscript, call and copy-assignment operators too, nested ones, and
// `a.operator+(b)` written out. Before, the host accelerator refused each such kernel: "it
// calls V::operator+, which has restrict(cpu) and restrict(amp) overloads ...
// and is a constructor, destructor, conversion or operator".
// In a template, an operator expression of a template parameter's class calls
// other operators in other instantiations, so such a kernel is refused:
// RUN: %amp-clang -DTEMPLATE_KERNEL %s -o %t.tmpl
// RUN: %t.tmpl | FileCheck %s --check-prefix=TMPL
// RUN: env AMP_CLANG_DEVICE=host not --crash %t.tmpl 2>&1 | FileCheck %s --check-prefix=TMPL-HOST
// TMPL: template 113 12
// TMPL-HOST: template 113
// TMPL-HOST: cannot run on the host accelerator: it calls V::operator+, which has restrict(cpu) and restrict(amp) overloads (or calls such a function), where the compiler writes the call (an implicit copy), or through an operator expression a macro spells or a template makes of a template parameter's class
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct V {
  int v;
  V operator+(const V &o) const restrict(amp) { return V{v + o.v}; }
  V operator+(const V &o) const restrict(cpu) { return V{v - o.v}; }
  V operator-() const restrict(amp) { return V{-v}; }
  V operator-() const restrict(cpu) { return V{1000}; }
  V &operator+=(int d) restrict(amp) { v += d; return *this; }
  V &operator+=(int d) restrict(cpu) { v -= d; return *this; }
  V &operator++() restrict(amp) { v += 10; return *this; }
  V &operator++() restrict(cpu) { v -= 10; return *this; }
  V operator++(int) restrict(amp) { V old = *this; v += 100; return old; }
  V operator++(int) restrict(cpu) { V old = *this; v -= 100; return old; }
  int operator[](int i) const restrict(amp) { return v * i; }
  int operator[](int i) const restrict(cpu) { return -1; }
  int operator()(int a, int b) const restrict(amp) { return v + a * b; }
  int operator()(int a, int b) const restrict(cpu) { return -2; }
  bool operator<(const V &o) const restrict(amp) { return v < o.v; }
  bool operator<(const V &o) const restrict(cpu) { return v > o.v; }
};

// Copy assignments overloaded on restriction: a written `a = b` calls the
// amp one by its other name.
struct CA {
  int v;
  CA &operator=(const CA &o) restrict(amp) { v = o.v + 1; return *this; }
  CA &operator=(const CA &o) restrict(cpu) { v = -1; return *this; }
};

// Non-member operators, one of another parameter type on the cpu side.
struct P {
  int a;
};
int operator*(const P &p, int k) restrict(amp) { return p.a * k; }
int operator*(const P &p, double k) restrict(cpu) { return -3; }

#ifdef TEMPLATE_KERNEL
template <class T> int sum(int x) {
  std::vector<int> o(1);
  array_view<int, 1> ov(1, o);
  parallel_for_each(ov.extent, [=](index<1>) restrict(amp) {
    V fixed = V{x} + V{100};  // no template parameter: renamed in every instantiation
    T a{x}, b{3};
    ov[0] = (a + b).v + fixed.v;
  });
  ov.synchronize();
  return o[0];
}
struct Plain {
  int v;
  Plain operator+(const Plain &r) const restrict(cpu, amp) { return Plain{v * r.v}; }
};

int main() {
  std::printf("template %d", sum<Plain>(4) - 4 * 3 + 9);
  std::fflush(stdout);
  std::printf(" %d\n", sum<V>(4) - 104 - 4 + 9);
  return 0;
}
#else
int main() {
  std::vector<int> out(13);
  array_view<int, 1> ov(13, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    V a{5}, b{7}, c{11};
    P p{6};
    ov[0] = (a + b).v;
    ov[1] = (a + b + c).v;
    ov[2] = (-a).v;
    V d = a;
    d += 3;
    ov[3] = d.v;
    ++d;
    ov[4] = d.v;
    V e = d++;
    ov[5] = e.v * 1000 + d.v;
    ov[6] = a[4];
    ov[7] = b(2, 3);
    ov[8] = p * 4;
    ov[9] = a.operator+(c).v;
    ov[10] = (a < b) ? 1 : 0;
    ov[11] = (-(a + b))[2] + a[b[1]];
    CA x{1}, y{5};
    x = y;
    ov[12] = x.v;
  });
  ov.synchronize();
  for (int i = 0; i < 13; ++i)
    std::printf("%d ", out[i]);
  // cpu code keeps its own operators.
  V a{5}, b{7};
  P p{6};
  V d = a;
  d += 3;
  std::printf("| %d %d %d %d %d %d\n", (a + b).v, (-a).v, d.v, a[4], p * 4, (a < b) ? 1 : 0);
  return 0;
}
#endif
// CHECK: 12 23 -5 8 18 18118 20 13 24 16 1 11 6 | -2 1000 2 -1 -3 0
