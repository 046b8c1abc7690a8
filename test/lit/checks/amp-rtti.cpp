// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-rtti: no dynamic_cast or typeid in amp code.
#include <amp.h>
#include <typeinfo>
using namespace concurrency;

struct Base { int tag; };
struct Derived : Base { int extra; };

int name_length(const Base &b) restrict(amp) {
  return typeid(b).name()[0]; // expected-error {{typeid in restrict(amp) code [amp-rtti]}} expected-error {{[amp-call-cpu-function]}} expected-note@*:* {{'name' declared here}}
}

int same(int x) restrict(amp) {
  return typeid(int) == typeid(x); // expected-error 2 {{typeid in restrict(amp) code}} expected-error {{[amp-call-cpu-function]}} expected-note@*:* {{'operator==' declared here}}
}

Base *upcast(Derived *d) restrict(amp) {
  return dynamic_cast<Base *>(d); // expected-error {{dynamic_cast in restrict(amp) code [amp-rtti]}}
}

// Valid neighbours: static_cast, and RTTI in cpu code.
int up(Derived &d) restrict(amp) { return static_cast<Base &>(d).tag; }
bool host(const Base &b) { return typeid(b) == typeid(Base); }
