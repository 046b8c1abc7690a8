// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-capture-by-reference: kernels capture by value, except concurrency::array.
#include <amp.h>
using namespace concurrency;

void explicit_ref(array_view<int, 1> out) {
  int scale = 3; // expected-note {{'scale' declared here}}
  parallel_for_each(out.extent, [=, &scale](index<1> i) restrict(amp) { // expected-error {{kernel captures 'scale' by reference; only concurrency::array and textures may be captured by reference [amp-capture-by-reference]}}
    out[i] = scale;
  });
}

void implicit_ref(array_view<int, 1> out) { // expected-note {{'out' declared here}}
  float bias = 1.0f; // expected-note {{'bias' declared here}}
  parallel_for_each(out.extent, [&](index<1> i) restrict(amp) {
    out[i] = (int)bias; // expected-error {{kernel captures 'bias' by reference}} expected-error {{kernel captures 'out' by reference}}
  });
}

void init_ref(array_view<int, 1> out) {
  int n = 2;
  parallel_for_each(out.extent, [=, &r = n](index<1> i) restrict(amp) { // expected-error {{kernel captures 'r' by reference}}
    out[i] = r;
  });
}

template <typename T> void in_template(array_view<T, 1> out, T v) { // expected-note {{'v' declared here}}
  parallel_for_each(out.extent, [=, &v](index<1> i) restrict(amp) { out[i] = v; }); // expected-error {{kernel captures 'v' by reference}}
}
template void in_template<int>(array_view<int, 1>, int);
template void in_template<float>(array_view<float, 1>, float);

// Valid: array by reference, everything else by value; a reference captured by copy is a copy.
void fine(array<int, 1> &data, array_view<int, 1> out) {
  int k = 4;
  int &alias = k;
  parallel_for_each(out.extent, [=, &data](index<1> i) restrict(amp) { out[i] = data[i] + alias; });
  parallel_for_each(data.extent, [&data, k](index<1> i) restrict(amp) { data[i] = k; });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = 1;
    auto add = [local](int x) restrict(amp) { return local + x; }; // a lambda in amp code, by value
    auto twice = [=](int x) { return add(x) * 2; };                // unannotated: amp by its context
    out[i] = twice(k);
  });
}

// Any restrict(amp) lambda, not only a kernel: its captures are data members
// of an amp class (Microsoft: amp lambdas cannot capture by reference).
void nested(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int local = 1; // expected-note {{'local' declared here}}
    auto add = [&local](int x) restrict(amp) { return local + x; }; // expected-error {{restrict(amp) lambda captures 'local' by reference; only concurrency::array and textures may be captured by reference [amp-capture-by-reference]}}
    int sum = 0; // expected-note {{'sum' declared here}}
    [&](int x) { sum += x; }(add(2)); // expected-error {{restrict(amp) lambda captures 'sum' by reference}}
    out[i] = sum;
  });
}
int helper(int v) restrict(amp) {
  int acc = v; // expected-note {{'acc' declared here}}
  auto bump = [&acc]() { acc += 1; }; // expected-error {{restrict(amp) lambda captures 'acc' by reference}}
  bump();
  return acc;
}
void host_side() {
  float scale = 2.0f; // expected-note {{'scale' declared here}}
  auto f = [&scale](float x) restrict(cpu, amp) { return x * scale; }; // expected-error {{restrict(amp) lambda captures 'scale' by reference}}
  auto g = [&scale](float x) { return x * scale; };                     // a cpu lambda: fine
  (void)f(g(1.0f));
}
