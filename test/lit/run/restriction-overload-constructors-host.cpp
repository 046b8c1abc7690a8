// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// The host accelerator runs kernels that construct objects through
// constructors overloaded on restriction, as the device does. A constructor
// has no name to change, so the host compile gets each amp constructor with a
// first parameter of amp-clang's tag type, and amp code's constructions pass
// one: `S s(1)`, `S s{1}`, `S(1)`, `S{1}`, `S s;`, `auto s = S(1, 2)`,
// `S s = 1;` (as `S s = decltype(s)(tag, 1);`), a member
// initialiser, a class template's constructor beside a cpu constructor
// template of other types (Microsoft's Algorithms Library's `pair`), and a
// restrict(cpu, amp) constructor that calls a twin member of a class template
// (its `array_view_iterator`, whose default constructor calls
// `empty_array_view_factory<T>::create()`). Before, the host accelerator
// refused each kernel: "it calls S::S, which has restrict(cpu) and
// restrict(amp) overloads ... and is a constructor, destructor, conversion or
// operator".
// What still has no place for the tag is refused, saying why:
// RUN: %amp-clang -DIMPLICIT %s -o %t.implicit
// RUN: env AMP_CLANG_DEVICE=host not --crash %t.implicit 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// IMPLICIT: cannot run on the host accelerator: it constructs Twin with Twin::Twin, which has restrict(cpu) and restrict(amp) overloads (or calls such a function), where nothing is written to tell the host compile which (an implicit conversion
// A kernel in a function template: `Twin w(x)` is tagged in every
// instantiation, `T t(x)` only where no instantiation makes a tagless class
// of it, so the kernel of build<Twin> is refused and build<Plain>'s runs:
// RUN: %amp-clang -DTEMPLATE_KERNEL %s -o %t.tmpl
// RUN: %t.tmpl | FileCheck %s --check-prefix=TMPL
// RUN: env AMP_CLANG_DEVICE=host not --crash %t.tmpl 2>&1 | FileCheck %s --check-prefix=TMPL-HOST
// TMPL: template 604 606
// TMPL-HOST: template 604
// TMPL-HOST: cannot run on the host accelerator: it constructs Twin with Twin::Twin, {{.*}} or a class a template parameter names)
#include <amp.h>

#include <cstdio>
#include <utility>
#include <vector>

using namespace concurrency;

struct Twin {
  int v;
  Twin() restrict(cpu) : v(-1) {}
  Twin() restrict(amp) : v(7) {}
  Twin(int x) restrict(cpu) : v(x * 100) {}
  Twin(int x) restrict(amp) : v(x * 2) {}
  Twin(int a, int b) restrict(amp) : v(a * 10 + b) {}
  Twin(int a, int b) restrict(cpu) : v(-a - b) {}
};

int takes(Twin t) restrict(amp) { return t.v; }

// A member initialiser and an amp-only constructor of another type.
struct Outer {
  Twin t;
  int w;
  Outer(int x) restrict(amp) : t(x + 1), w(1) {}
  Outer(double) restrict(cpu) : t(0), w(2) {}
};

template <typename T1, typename T2> struct pair_like {
  T1 first;
  T2 second;
  pair_like() restrict(cpu, amp) : first(), second() {}
  pair_like(const T1 &a, const T2 &b) restrict(amp) : first(a), second(b) {}
  template <typename U1, typename U2>
  pair_like(const std::pair<U1, U2> &p) restrict(cpu) : first(p.first), second(p.second) {}
};

template <typename T> struct factory {
  static T value() restrict(cpu) { return T(-5); }
  static T value() restrict(amp) { return T(5); }
};

template <typename T> struct iterator_like {
  T start;
  iterator_like() restrict(cpu, amp) : start(factory<T>::value()) {}
  iterator_like(const iterator_like &o) restrict(cpu, amp) : start(o.start) {}
};

#ifdef TEMPLATE_KERNEL
struct Plain {
  int v;
  Plain(int x) restrict(cpu, amp) : v(x + 1) {}
};
template <class T> int build(int x) {
  std::vector<int> o(1);
  array_view<int, 1> v(1, o);
  parallel_for_each(v.extent, [=](index<1>) restrict(amp) {
    T t(x);
    Twin w(x);
    v[0] = t.v + w.v * 100;
  });
  v.synchronize();
  return o[0];
}
#endif

int main() {
#ifdef TEMPLATE_KERNEL
  std::printf("template %d", build<Plain>(3));
  std::fflush(stdout);
  std::printf(" %d\n", build<Twin>(3));
  return 0;
#endif
  std::vector<int> out(12);
  array_view<int, 1> ov(12, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    Twin a(3);
    Twin b{4};
    Twin c;
    auto d = Twin(5, 6);
    Outer o(8);
    pair_like<int, float> p(9, 0.5f);
    iterator_like<int> it;
    iterator_like<int> copy(it);
    ov[0] = a.v;
    ov[1] = b.v;
    ov[2] = c.v;
    ov[3] = d.v;
    ov[4] = Twin(11).v;
    ov[5] = Twin{12}.v;
    ov[6] = o.t.v + o.w;
    ov[7] = p.first + static_cast<int>(p.second * 2);
    ov[8] = it.start + copy.start;
    Twin e = 13;
    ov[10] = e.v;
#ifdef IMPLICIT
    ov[11] = takes(14);
#endif
  });
  // tile_static objects are never constructed: nothing to tag.
  parallel_for_each(extent<1>(4).tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static Twin shared[4];
    shared[t.local[0]] = Twin(t.local[0]);
    t.barrier.wait();
    if (t.local[0] == 0)
      ov[9] = shared[3].v;
  });
  ov.synchronize();
  for (int i = 0; i < 11; ++i)
    std::printf("%d ", out[i]);
  // cpu code keeps its own constructors.
  Twin h(3);
  pair_like<int, int> q(std::make_pair(1, 2));
  iterator_like<int> hit;
  std::printf("| %d %d %d %d\n", h.v, Twin().v, q.first + q.second, hit.start);
  return 0;
}
// CHECK: 6 8 7 56 22 24 19 10 10 6 26 | 300 -1 3 -5
