// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-capture-pointer: host pointers may not be captured by a kernel.
#include <amp.h>
using namespace concurrency;

void bad(array_view<int, 1> out, int *host) { // expected-note {{'host' declared here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = *host; // expected-error {{kernel captures pointer 'host'; host pointers are not valid on the accelerator, use an array_view [amp-capture-pointer]}}
  });
  const float *p = nullptr; // expected-note {{'p' declared here}}
  parallel_for_each(out.extent, [out, p](index<1> i) restrict(amp) { out[i] = p ? 1 : 0; }); // expected-error {{kernel captures pointer 'p'}}
  int v = 0;
  parallel_for_each(out.extent, [out, q = &v](index<1> i) restrict(amp) { out[i] = *q; }); // expected-error {{kernel captures pointer 'q'}}
}

template <typename T> void in_template(array_view<T, 1> out, T *src) { // expected-note {{'src' declared here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = src[0]; }); // expected-error {{kernel captures pointer 'src'}}
}
template void in_template<int>(array_view<int, 1>, int *);

// A lambda written in amp code holds its captures as data members: no pointers.
void nested(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = 0;
    int *lp = &local; // expected-note 3 {{'lp' declared here}}
    [lp]() mutable restrict(amp) { *lp = 1; }(); // expected-error {{lambda in restrict(amp) code captures pointer 'lp'; amp closures cannot hold pointers, capture the value it points to [amp-capture-pointer]}}
    [=]() restrict(amp) { return *lp; }(); // expected-error {{lambda in restrict(amp) code captures pointer 'lp'}}
    [&lp]() restrict(amp) { *lp = 2; }(); // expected-error {{restrict(amp) lambda captures 'lp' by reference}}
    out[i] = local;
  });
}

// Valid: wrap host memory in an array_view; pointers local to amp code are fine.
void fine(array_view<int, 1> out, int *host, int n) {
  array_view<int, 1> in(n, host);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = in[i];
    int *lp = &local;
    out[i] = *lp;
  });
}
