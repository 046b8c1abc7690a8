// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-read-only-property: array's and array_view's `extent` is a
// read-only property (Microsoft declares it with a getter only), in cpu and
// amp code alike. Reading it, and copying it into a local to change, is fine.
#include <amp.h>
using namespace concurrency;

void cpu_code(array_view<int, 2> av, array<float, 1> &arr, const array_view<int, 1> &cav) {
  av.extent = extent<2>(2, 2);          // expected-error {{'extent' is a read-only property of concurrency::array_view; copy it into a local to change it, or make a section or view_as of another extent [amp-read-only-property]}}
  av.extent += extent<2>(1, 1);         // expected-error {{read-only property of concurrency::array_view}}
  av.extent[0] = 4;                     // expected-error {{read-only property of concurrency::array_view}}
  ++arr.extent;                         // expected-error {{'extent' is a read-only property of concurrency::array;}}
  (arr.extent) = extent<1>(3);          // expected-error {{read-only property of concurrency::array}}
  extent<1> &alias = arr.extent;        // expected-error {{read-only property of concurrency::array}}
  (void)alias;

  // Valid: reads, and a local copy changed freely.
  extent<2> e = av.extent;
  e[0] = 1;
  e += extent<2>(1, 1);
  const extent<1> &view = arr.extent;
  int n = av.extent[0] + av.extent.size() + view[0] + cav.extent[0];
  (void)n;
}

void amp_code(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    array_view<int, 1> copy = out;
    copy.extent = extent<1>(1); // expected-error {{read-only property of concurrency::array_view}}
    out[i] = out.extent[0] + out.extent.size();
  });
}
