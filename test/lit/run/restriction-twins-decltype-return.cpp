// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Function templates that are twins are refused by the host accelerator (its
// compile keeps the cpu twin only), so they run on the OpenCL device alone.
// RUN: %amp-clang -DTWIN_TEMPLATES %s -o %t.templates
// RUN: %t.templates | FileCheck %s --check-prefix=TEMPLATES
// Twins (overloads on restriction alone) whose trailing return types are
// decltype of a call that resolves per side: the amp twin returns what amp
// code's f(int) returns (float), the cpu twin what cpu code's f(double) does.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

float f(int) restrict(amp) { return 1.5f; }
double f(double) { return 2.5; }
auto wrap(int x) restrict(amp) -> decltype(f(x)) { return f(x); }
auto wrap(int x) -> decltype(f(x)) { return f(x); }

#ifdef TWIN_TEMPLATES
template <class T> auto wrap_t(T x) restrict(amp) -> decltype(f(x)) { return f(x); }
template <class T> auto wrap_t(T x) -> decltype(f(x)) { return f(x); }

int main() {
  int out[1] = {};
  array_view<int, 1> ov(1, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) { ov[0] = (int)(wrap_t(1) * 2); });
  ov.synchronize();
  std::printf("templates %d %d\n", out[0], (int)(wrap_t(1) * 2));
  // TEMPLATES: templates 3 5
}
#else
int main() {
  int out[1] = {};
  array_view<int, 1> ov(1, out);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) { ov[0] = (int)(wrap(1) * 2); });
  ov.synchronize();
  std::printf("amp %d\n", out[0]);
  // CHECK: amp 3
  std::printf("cpu %d %d\n", (int)(wrap(1) * 2), (int)sizeof(wrap(1)));
  // CHECK: cpu 5 8
}
#endif
