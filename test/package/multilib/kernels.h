// Kernels in a header shared by all three translation units: a template
// instantiated with a different T in each, and an inline non-template function.
#pragma once
#include <amp.h>

template <class T>
void scale(concurrency::array_view<T, 1> v, T k) {
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] *= k; });
}

inline void add_index(concurrency::array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] += i[0]; });
}

// Each returns the number of wrong values it found.
int static_part(int n);
int shared_part(int n);
