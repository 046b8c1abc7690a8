// Kernels in a header that every translation unit of multi-tu.cpp includes.
#pragma once
#include <amp.h>

namespace mt {
template <class T> void scale(concurrency::array_view<T, 1> v, T k) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] *= k; });
}
inline void add_one(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] += 1; });
}
template <class F> void run(concurrency::extent<1> e, const F &f) { concurrency::parallel_for_each(e, f); }
template <class T> struct doubler {
  concurrency::array_view<T, 1> v;
  void operator()(concurrency::index<1> i) const restrict(amp) { v[i] *= 2; }
};
template <class T> void twice(concurrency::array_view<T, 1> v) { run(v.extent, doubler<T>{v}); }
} // namespace mt

int static_part(int n);   // static.cpp, in libstatic.a
float shared_part(int n); // shared.cpp, in libshared.so
