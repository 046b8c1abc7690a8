// Kernels written in a header, as the conformance suite's helpers are: a
// function template, a class template's member and a plain inline function.
#pragma once
#include <amp.h>

namespace Concurrency {
namespace Test {
template <typename T, int N> T gpu_sum_first(array<T, N> &src, index<N> idx) {
  T out[1] = {};
  array_view<T, 1> result(1, out);
  parallel_for_each(result.get_extent(), [&src, result, idx](index<1>) restrict(amp) { result[0] = src[idx] + src[idx]; });
  return result[0];
}

template <typename T> struct filler {
  T value;
  void fill(array_view<T, 1> v) const {
    T x = value;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = x + static_cast<T>(i[0]); });
  }
};

inline void negate(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = -v[i]; });
}
} // namespace Test
} // namespace Concurrency
