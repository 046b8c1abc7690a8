// A small C++ AMP algorithm library written as Visual C++ code was: it names
// functors and helpers declared in functors.h, which its users include after
// it; it leaves out `typename` and `template` on dependent names, shadows a
// template parameter with a typedef, finds members of dependent bases without
// `this->`, and says Concurrency::. Visual C++ never looked names up before
// instantiation, so it accepted all of this.
#pragma once
#include <amp.h>

namespace vclib {

template <class value_type> struct view_traits {
  typedef value_type value_type; // shadows the parameter, as MSVC allows
  typedef Concurrency::array_view<value_type, 1> view;
};

template <class T> struct counted_base {
  int launches;
  counted_base() : launches(0) {}
  void count() { ++launches; }
};

/// Sum (or any associative op) of a view: one tile_static tree per tile, then
/// the partial results on the host.
template <int TileSize, class View, class Op> class reducer : public counted_base<View> {
public:
  View::value_type run(View data, Op op) {
    typedef View::value_type T; // no typename
    Concurrency::tiled_extent<TileSize> domain = data.extent.tile<TileSize>().pad(); // no `template`
    int tiles = domain[0] / TileSize;
    std::vector<T> partial(tiles);
    view_traits<T>::view out(tiles, partial);
    out.discard_data();
    T identity = details::identity_of(op); // declared in functors.h, after this file
    int n = data.extent[0];
    Concurrency::parallel_for_each(domain, [=](Concurrency::tiled_index<TileSize> t) restrict(amp) {
      tile_static T cache[TileSize];
      int g = t.global[0];
      cache[t.local[0]] = g < n ? data[g] : identity;
      t.barrier.wait();
      for (int s = TileSize / 2; s > 0; s /= 2) {
        if (t.local[0] < s)
          cache[t.local[0]] = op(cache[t.local[0]], cache[t.local[0] + s]);
        t.barrier.wait();
      }
      if (t.local[0] == 0)
        out[t.tile[0]] = cache[0];
    });
    count(); // a member of the dependent base, found without this->
    out.synchronize();
    T total = identity;
    for (int i = 0; i < tiles; ++i)
      total = op(total, partial[i]);
    return total;
  }
};

template <int TileSize, class View, class Op> View::value_type reduce(View data, Op op) {
  reducer<TileSize, View, Op> r;
  return r.run(data, op);
}

/// Inclusive scan, Hillis and Steele: log2(n) launches over two buffers.
template <class View, class Op> void inclusive_scan(View data, Op op) {
  typedef View::value_type T;
  int n = data.extent[0];
  Concurrency::array<T, 1> a(n), b(n);
  Concurrency::copy(data, a);
  for (int step = 1; step < n; step *= 2) {
    Concurrency::array<T, 1> &from = details::pick(step, a, b, false);
    Concurrency::array<T, 1> &to = details::pick(step, a, b, true);
    Concurrency::parallel_for_each(from.extent, [=, &from, &to](Concurrency::index<1> i) restrict(amp) {
      to[i] = i[0] >= step ? op(from[i - step], from[i]) : from[i];
    });
  }
  Concurrency::copy(details::pick(n, a, b, false), data);
}

/// Bitonic sort of a power-of-two length, ascending under Less.
template <class View, class Less> void sort(View data, Less less) {
  int n = data.extent[0];
  for (int k = 2; k <= n; k *= 2)
    for (int j = k / 2; j > 0; j /= 2)
      Concurrency::parallel_for_each(data.extent, [=](Concurrency::index<1> idx) restrict(amp) {
        int i = idx[0], partner = i ^ j;
        if (partner > i) {
          bool up = (i & k) == 0;
          View::value_type x = data[i], y = data[partner];
          if (up == less(y, x)) {
            data[i] = y;
            data[partner] = x;
          }
        }
      });
}

template <int TileSize, class View> View::value_type sum(View data) {
  return reduce<TileSize>(data, plus<View::value_type>()); // plus: functors.h
}

} // namespace vclib
