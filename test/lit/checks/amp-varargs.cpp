// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-varargs: amp code cannot declare or call C-style variadic functions.
#include <amp.h>
#include <cstdio>
using namespace concurrency;

int sum(int n, ...) restrict(amp) { return n; } // expected-error {{variadic function 'sum' declared in restrict(amp) code [amp-varargs]}} expected-note {{'sum' declared here}}
int log_value(const char *fmt, ...) restrict(amp); // expected-error {{variadic function 'log_value' declared}} expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{pack bytes}}

struct Tracer {
  int trace(int, ...) const restrict(cpu, amp) { return 0; } // expected-error {{variadic function 'trace' declared}} expected-note {{'trace' declared here}}
};

int use(int x) restrict(amp) {
  Tracer t;
  return sum(2, x, x) + t.trace(1, x); // expected-error {{call to variadic function 'sum' in restrict(amp) code [amp-varargs]}} expected-error {{call to variadic function 'trace'}}
}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    auto f = [](int n, ...) restrict(amp) { return n; }; // expected-error {{variadic function 'operator()' declared}} expected-note {{'operator()' declared here}}
    out[i] = f(1, 2); // expected-error {{call to variadic function 'operator()'}}
  });
}

int host_print(int x) restrict(amp) {
  // One error: the call to the cpu function, not its varargs or its literal too.
  return printf("%d", x); // expected-error {{[amp-call-cpu-function]}} expected-note@*:* {{'printf' declared here}}
}

// Valid neighbours: variadic templates (parameter packs) and cpu varargs.
template <typename... Ts> int count(Ts... xs) restrict(amp) { return sizeof...(xs); }
int pack(int x) restrict(amp) { return count(x, x, 1.0f); }
int host_sum(int n, ...) { return n; }
int host() { return host_sum(1, 2) + printf("%d", 3); }

// A va_list is the other side of varargs: no parameter or local may hold one.
#include <cstdarg>
int forward(int n, va_list ap) restrict(amp) { return n; } // expected-error {{'ap' has type va_list in restrict(amp) code [amp-varargs]}}
void both_sides(va_list &ap) restrict(cpu, amp) {} // expected-error {{'ap' has type va_list in restrict(amp) code [amp-varargs]}}
int local() restrict(amp) {
  va_list ap; // expected-error {{'ap' has type va_list in restrict(amp) code [amp-varargs]}}
  return 0;
}
int cpu_only(int n, va_list ap) { return n; }
