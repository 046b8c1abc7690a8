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
    [lp]() mutable restrict(amp) { *lp = 1; }(); // expected-error {{restrict(amp) lambda captures pointer 'lp'; amp closures cannot hold pointers, capture the value it points to [amp-capture-pointer]}}
    [=]() restrict(amp) { return *lp; }(); // expected-error {{restrict(amp) lambda captures pointer 'lp'}}
    [&lp]() restrict(amp) { *lp = 2; }(); // expected-error {{restrict(amp) lambda captures 'lp' by reference}}
    out[i] = local;
  });
}

// So does a restrict(amp) lambda written in cpu code (Microsoft: lambdas
// cannot capture pointers), called there or handed to a kernel.
void amp_lambda_in_cpu_code(array_view<int, 1> out) {
  int x = 1;
  int *p = &x; // expected-note 2 {{'p' declared here}}
  auto probe = [p]() restrict(amp) { return p != nullptr; }; // expected-error {{restrict(amp) lambda captures pointer 'p'; amp closures cannot hold pointers, capture the value it points to [amp-capture-pointer]}}
  auto both = [=]() restrict(cpu, amp) { return *p; }; // expected-error {{restrict(amp) lambda captures pointer 'p'}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = probe() + both(); });
}

// Valid: wrap host memory in an array_view; pointers local to amp code are
// fine, and so are cpu lambdas capturing pointers.
void fine(array_view<int, 1> out, int *host, int n) {
  array_view<int, 1> in(n, host);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = in[i];
    int *lp = &local;
    out[i] = *lp;
  });
  auto host_lambda = [host]() { return host[0]; };
  host_lambda();
}
