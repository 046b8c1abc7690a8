// The cpu side of twins-split-decl.h's functions, in a reopened namespace.
#pragma once
#include <iterator>
#include "twins-split-decl.h"

namespace lib {
template <typename I1, typename I2> I2 swap_ranges(I1 first1, I1 last1, I2 first2) {
  typename std::iterator_traits<I1>::difference_type n = std::distance(first1, last1);
  concurrency::array_view<int> a(int(n), &*first1), b(int(n), &*first2);
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) {
    lib::exchange(a[i], b[i]);
    a[i] = side(a[i]); // the amp side
  });
  a.synchronize();
  b.synchronize();
  return first2 + n;
}

inline int side(int x) { return -x; }
} // namespace lib
