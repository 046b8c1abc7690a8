// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-function-pointer-type: no pointers or references to amp functions.
#include <amp.h>
using namespace concurrency;

int amp_function(int x, int y) restrict(amp) { return x + y; }
int amp_only() restrict(amp) { return 1; }

int take(int (&p)(int, int) restrict(amp)) { return 1; } // expected-error {{'p' is a reference to a restrict(amp) function; C++ AMP has no pointers or references to amp functions [amp-function-pointer-type]}}
struct Holder {
  int (*fp)() restrict(amp); // expected-error {{'fp' is a pointer to a restrict(amp) function}}
};
void host() {
  int (*p)() restrict(amp) = amp_only; // expected-error {{'p' is a pointer to a restrict(amp) function}} expected-error {{'amp_only' is restrict(amp); restrict(cpu) code cannot take its address}}
  auto l = [p]() {};
}

// A typedef names the same type.
typedef int (*AmpBinary)(int, int) restrict(amp); // expected-error {{'AmpBinary' is a pointer to a restrict(amp) function}}
typedef int (&AmpRef)() restrict(cpu, amp);        // expected-error {{'AmpRef' is a reference to a restrict(amp) function}}

// So does a typedef of the function type itself: a pointer or reference to
// it points to an amp function (the typedef alone declares none).
int plain_cpu(int x) { return x; }
typedef int BothFn(int) restrict(cpu, amp);
typedef int AmpFn(int) restrict(amp);
typedef BothFn BothAgain;
void through_function_typedefs() {
  BothFn *p = plain_cpu; // expected-error {{'p' is a pointer to a restrict(amp) function}}
  BothAgain &r = plain_cpu; // expected-error {{'r' is a reference to a restrict(amp) function}}
}
void takes(AmpFn *f); // expected-error {{'f' is a pointer to a restrict(amp) function}}

// Valid neighbours: pointers to cpu functions, amp functions called directly.
typedef int CpuFn(int) restrict(cpu);
CpuFn *cpu_function_typedef = plain_cpu;
typedef int (*CpuNullary)() restrict(cpu);
CpuNullary cpu_typedef = nullptr;
int cpu_function() { return 2; }
int (*cpu_pointer)() restrict(cpu) = cpu_function;
int (*plain_pointer)() = cpu_function;
int call() restrict(amp) { return amp_function(1, 2) + amp_only(); }

// A pointer declarator with a trailing return type (the suite's generated
// declarations): the specifier is the variable's there too.
auto (*trailing_amp)() restrict(amp) -> int = nullptr; // expected-error {{'trailing_amp' is a pointer to a restrict(amp) function}}
int trailing_cpu() {
  auto (*pointer)() restrict(cpu) -> int = &cpu_function;
  auto (&ref)() restrict(cpu) -> int = cpu_function;
  return pointer() + ref();
}

// decltype of a function has its restriction: a pointer or reference to
// decltype(amp_only) points to an amp function; a function declared with
// that type is restrict(amp), as a later definition says.
decltype(amp_only) *through_decltype;          // expected-error {{'through_decltype' is a pointer to a restrict(amp) function}}
extern decltype(amp_only) &ref_through_decltype; // expected-error {{'ref_through_decltype' is a reference to a restrict(amp) function}}
decltype(amp_only) declared_like_amp_only;
int declared_like_amp_only() restrict(amp) { return 3; }
decltype(cpu_function) *cpu_through_decltype = cpu_function;
