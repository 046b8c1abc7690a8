// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// RUN: %amp-clang -fms-compatibility -fsyntax-only -Xclang -verify=ms -DAMP_USE %s
// RUN: %amp-clang -fsyntax-only -Xclang -verify=strict %s
// Visual C++ accepts a restrict(cpu, amp) function template whose amp half
// calls a cpu function as long as only cpu code uses the instantiation
// (Microsoft's Algorithms Library: `not2(comp)` constructs a `binary_negate`
// whose constructor has no restriction, and the host's `min_element` calls
// it). Under -fms-compatibility amp-clang does the same: the error waits
// until amp code reaches the instantiation (-DAMP_USE: a kernel calls it).
// Without the flag it is reported where it is written.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename Pred> class negated {
  Pred p;

public:
  explicit negated(const Pred &p) : p(p) {} // ms-note {{declared here}} strict-note {{declared here}}
  bool operator()(int a, int b) const restrict(cpu, amp) { return !p(a, b); }
};

template <typename Pred> negated<Pred> negate_of(const Pred &p) restrict(cpu, amp) {
  return negated<Pred>(p); // ms-error {{call to 'negated', which is restrict(cpu), from restrict(amp) code}} strict-error {{call to 'negated', which is restrict(cpu), from restrict(amp) code}}
}

struct less_than {
  bool operator()(int a, int b) const restrict(cpu, amp) { return a < b; }
};

int main() {
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  auto not_less = negate_of(less_than()); // strict-note {{in instantiation of}} ms-note {{in instantiation of}}
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = not_less(i[0], 4) ? 1 : 0;
#ifdef AMP_USE
    av[i] += negate_of(less_than())(i[0], 2);
#endif
  });
  av.synchronize();
  // CHECK: 0 0 0 0 1 1 1 1
  for (int x : v)
    std::printf("%d ", x);
  std::printf("\n");
  return 0;
}
