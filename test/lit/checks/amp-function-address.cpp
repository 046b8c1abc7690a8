// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-function-address: cpu code cannot take the address of, or bind a
// reference to, a restrict(amp) function (a function pointer converts only to
// one whose restriction the function has).
#include <amp.h>
using namespace concurrency;

int amp_only(int v) restrict(amp) { return v; }
int both(int v) restrict(cpu, amp) { return v; }
int cpu_only(int v) { return v; }
struct S {
  int get() const restrict(amp) { return 1; }
};

void host() {
  int (*p)(int) = &amp_only; // expected-error {{'amp_only' is restrict(amp); restrict(cpu) code cannot take its address or bind a reference to it [amp-function-address]}}
  int (&r)(int) = amp_only;  // expected-error {{'amp_only' is restrict(amp); restrict(cpu) code cannot take its address}}
  int (S::*m)() const = &S::get; // expected-error {{'get' is restrict(amp); restrict(cpu) code cannot take its address}}
  (void)p; (void)r; (void)m;
}

// A captureless amp lambda converts to a pointer to an amp function.
void lambdas() {
  int (*a)(int) = [](int x) restrict(amp) { return x; }; // expected-error {{lambda is restrict(amp); restrict(cpu) code cannot take its address}}
  auto named = [](int x) restrict(amp) { return x; };
  int (*b)(int) = named;  // expected-error {{lambda is restrict(amp)}}
  int (*c)(int) = [](int x) restrict(cpu, amp) { return x; };
  int (*d)(int) = [](int x) { return x; };
  (void)a; (void)b; (void)c; (void)d;
}

// `decltype(&amp_only)` is the type of a pointer to an amp function, which
// Microsoft's type system spells `int (*)(int) restrict(amp)` (C3939).
decltype(&amp_only) typed_pointer = nullptr; // expected-error {{'amp_only' is restrict(amp); restrict(cpu) code cannot take its address}}

// Valid neighbours: pointers to cpu and cpu/amp functions in cpu code, amp
// functions named in unevaluated operands, and amp code calling them (in
// restrict(cpu, amp) code, amp-function-pointer reports function pointers).
void fine(array_view<int, 1> a) {
  int (*p)(int) = &both;
  int (*q)(int) = cpu_only;
  int none = sizeof(&amp_only);
  (void)p; (void)q; (void)none;
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = amp_only(i[0]) + both(1); });
}
