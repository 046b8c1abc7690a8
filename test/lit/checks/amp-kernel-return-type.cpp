// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-kernel-return-type: a kernel's operator() returns void.
#include <amp.h>
using namespace concurrency;

struct Counting {
  array_view<int, 1> out;
  int operator()(index<1> i) const restrict(amp) { return out[i] = 1; } // expected-note {{'operator()' declared here}}
};

template <class T> struct Returns {
  array_view<T, 1> out;
  T operator()(index<1> i) const restrict(amp) { return out[i]; } // expected-note {{'operator()' declared here}}
};

void kernels(array_view<int, 1> out, array_view<float, 1> fout) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = 1; return 1; }); // expected-error {{kernel passed to parallel_for_each returns 'int'; a kernel returns void and writes its results through array_views and arrays [amp-kernel-return-type]}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) -> float { return out[i]; }); // expected-error {{kernel passed to parallel_for_each returns 'float'}}
  parallel_for_each(out.extent, Counting{out}); // expected-error {{kernel passed to parallel_for_each returns 'int'}}
  parallel_for_each(fout.extent, Returns<float>{fout}); // expected-error {{kernel passed to parallel_for_each returns 'float'}}
}

// Valid neighbours: void kernels, an explicit `-> void`, and a lambda inside
// a kernel that returns a value.
struct Fills {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] = 2; }
};
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) -> void {
    auto twice = [](int v) restrict(amp) { return 2 * v; };
    out[i] = twice(i[0]);
  });
  parallel_for_each(out.extent, Fills{out});
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    if (i[0] < 0)
      return;
    out[i] = 3;
  });
}
