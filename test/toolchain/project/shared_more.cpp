// The shared library's second object: a functor kernel of a class template in
// an anonymous namespace, launched in a function template.
#include <amp.h>
#include <vector>
using namespace concurrency;

namespace {
template <class T> struct square_of_index {
  array_view<T, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = T(i[0]) * T(i[0]); }
};

template <class T> T sum_of_squares(int n) {
  std::vector<T> d(n);
  array_view<T, 1> v(n, d);
  parallel_for_each(v.extent, square_of_index<T>{v});
  v.synchronize();
  T s = 0;
  for (T x : d) s += x;
  return s;
}
} // namespace

int squares_sum(int n) { return sum_of_squares<int>(n); }
