// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// Restriction twins in the declaration forms Visual C++ code uses: friends
// defined in their class (free functions, not members), trailing return
// types, an inline namespace, attributes and __declspec before the type,
// out-of-class template members, a namespace opened and closed by macros,
// default arguments and comments. cpu code runs the cpu twin, amp code the
// amp one.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

#define NS_BEGIN namespace lib {
#define NS_END }

NS_BEGIN
template <typename T> struct S {
  T v;
  [[nodiscard]] T get() const restrict(cpu) { return v + 1; }
  [[nodiscard]] T get() const restrict(amp) { return v + 2; }
  static inline int k() restrict(cpu) { return 10; }
  static inline int k() restrict(amp) { return 20; }
  __declspec(noinline) int d() const restrict(cpu);
  __declspec(noinline) int d() const restrict(amp);
};
template <typename T> int S<T>::d() const restrict(cpu) { return 100; }
template <typename T> int S<T>::d() const restrict(amp) { return 200; }
NS_END

struct V {
  int x;
  friend V operator+(V a, V b) restrict(cpu) { V r{a.x + b.x}; return r; }
  friend V operator+(V a, V b) restrict(amp) { V r{a.x + b.x + 100}; return r; }
  friend int norm(V a) restrict(cpu) { return a.x; }
  friend int norm(V a) restrict(amp) { return -a.x; }
};
auto twice(int v) restrict(cpu) -> int { return 2 * v; }
auto twice(int v) restrict(amp) -> int { return 3 * v; }
namespace detail {
inline namespace v1 {
inline int h(int v) restrict(cpu) { return v; }
inline int h(int v) restrict(amp) { return v + 1000; }
} // namespace v1
} // namespace detail
int g(int a, int b = (1 + 2)) restrict(cpu) /* comment */ { return a + b; }
int g(int a, int b = (1 + 2)) restrict(amp) // comment
{ return a * b; }

int main() {
  lib::S<int> s{1};
  V a{1}, b{2};
  std::vector<int> o(8);
  array_view<int, 1> av(8, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    lib::S<int> t{1};
    V p{1}, q{2};
    int r[8] = {t.get(), lib::S<int>::k(), t.d(), g(2), (p + q).x, norm(p), twice(5), detail::h(1)};
    av[i] = r[i[0]];
  });
  av.synchronize();
  std::printf("cpu %d %d %d %d %d %d %d %d\n", s.get(), lib::S<int>::k(), s.d(), g(2), (a + b).x, norm(a), twice(5),
              detail::h(1));
  // CHECK: cpu 2 10 100 5 3 1 10 1
  std::printf("amp %d %d %d %d %d %d %d %d\n", o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
  // CHECK: amp 3 20 200 6 103 -1 15 1001
  return 0;
}
