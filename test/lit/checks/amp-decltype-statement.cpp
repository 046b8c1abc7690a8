// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// `decltype(e);` declares nothing: Clang warns and drops the declaration, and
// its operand with it. The rules judge that operand all the same, as Visual
// C++ does (its suite's decltype tests): a call of the other restriction,
// typeid, throw, a global, a written char. Globals are judged in decltype
// (Microsoft's compiler reports them) but not in sizeof.
#include <amp.h>
#include <typeinfo>

int on_cpu() restrict(cpu) { return 1; } // expected-note 6 {{'on_cpu' declared here}}
float on_amp() restrict(amp);            // expected-note 2 {{'on_amp' declared here}}
char gc = 3;                             // expected-note {{'gc' declared here}}
int gi;                                  // expected-note 2 {{'gi' declared here}}
float gf;                                // expected-note {{'gf' declared here}}
const int limit = 4;

#define DROPPED_CALL decltype(on_cpu())
#define DROPPED_OF(v) decltype(v = char())

void amp_statements(int k) restrict(amp) {
  decltype(on_cpu());        // expected-warning {{declaration does not declare anything}} expected-error-re {{call to 'on_cpu', which is restrict(cpu), from restrict(amp) code{{.*}}[amp-call-cpu-function]}}
  decltype(typeid(k));       // expected-warning {{declaration does not declare anything}} expected-error {{typeid in restrict(amp) code [amp-rtti]}}
  decltype(throw(1));        // expected-warning {{declaration does not declare anything}} expected-error {{throw expression in restrict(amp) code [amp-exception]}}
  decltype(gc == 4 ? gi : gf); // expected-warning {{declaration does not declare anything}} expected-error {{global variable 'gc' used}} expected-error {{global variable 'gi' used}} expected-error {{global variable 'gf' used}}
  decltype(char() + 4);      // expected-warning {{declaration does not declare anything}} expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{bytes}}
  const decltype((k));       // expected-warning {{declaration does not declare anything}}
  __typeof__(on_cpu());      // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_cpu', which is restrict(cpu)}}
  decltype(decltype(on_cpu())()); // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_cpu', which is restrict(cpu)}}
  // Through macros: the error points at the macro's use.
  DROPPED_CALL;              // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_cpu', which is restrict(cpu)}}
  DROPPED_OF(k);             // expected-warning {{declaration does not declare anything}} expected-error {{type 'char' is not allowed}} expected-note {{bytes}}
  // What is valid in amp code stays valid there.
  decltype(on_amp() + limit); // expected-warning {{declaration does not declare anything}}
  int size = sizeof(gi) + (int)sizeof(decltype(limit)); // sizeof does not touch the variable
  decltype(gi) copy = 0;     // expected-error {{global variable 'gi' used}}
  [=]() restrict(amp) {
    decltype(on_cpu());      // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_cpu', which is restrict(cpu)}}
  }();
}

void cpu_statement() {
  decltype(on_amp());        // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_amp', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}}
  decltype(on_cpu() + gi);   // expected-warning {{declaration does not declare anything}}
}

// In a template the operand is judged where it names no template parameter.
template <typename T> void in_template(T t) restrict(amp) {
  decltype(on_cpu());        // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_cpu', which is restrict(cpu)}}
  decltype(t + 1);           // expected-warning {{declaration does not declare anything}}
}
template <typename T> void cpu_template(T) {
  decltype(on_amp());        // expected-warning {{declaration does not declare anything}} expected-error {{call to 'on_amp', which is restrict(amp)}}
}

int main() {
  concurrency::parallel_for_each(concurrency::extent<1>(1), [](concurrency::index<1>) restrict(amp) {
    in_template(1);          // expected-note {{in instantiation of}}
  });
  cpu_template(1);
  return 0;
}
