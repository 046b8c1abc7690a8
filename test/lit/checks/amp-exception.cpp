// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-exception: amp code cannot throw or catch exceptions.
#include <amp.h>
using namespace concurrency;

int checked(int x) restrict(amp) {
  if (x < 0)
    throw x; // expected-error {{throw expression in restrict(amp) code [amp-exception]}}
  return x;
}

int guarded(int x) restrict(amp) {
  try {      // expected-error {{try block in restrict(amp) code [amp-exception]}}
    return x;
  } catch (...) {
    return 0;
  }
}

int function_try(int x) restrict(amp) try { // expected-error {{try block in restrict(amp) code}}
  return x;
} catch (int) {
  return 0;
}

template <typename T> T must_be_positive(T v) restrict(amp) {
  if (v < 0) throw 1; // expected-error {{throw expression}}
  return v;
}

void kernel(array_view<float, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    if (i[0] > 100)
      throw 2; // expected-error {{throw expression}}
    out[i] = must_be_positive(1.0f); // expected-note {{in instantiation of 'must_be_positive<float>' requested here}}
  });
}

// Valid neighbours: noexcept amp code, exceptions in cpu code.
int quiet(int x) restrict(amp) noexcept { return x; }
int host(int x) {
  try { if (x) throw x; } catch (int) { return 0; }
  return 1;
}
