// RUN: %amp-clang -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// Rule amp-restrict-on-object: restrict(...) belongs after a function's or a
// lambda's parameter list, not on a variable, member or parameter.
#include <amp.h>
using namespace concurrency;

struct binary_math { int v; };
binary_math *foo restrict(cpu); // expected-error {{restriction specifier on 'foo', which is not a function; restrict(...) follows the parameter list of a function or lambda [amp-restrict-on-object]}}
int counter restrict(amp) = 0;   // expected-error {{restriction specifier on 'counter', which is not a function}}
struct Holder {
  float scale restrict(cpu, amp); // expected-error {{restriction specifier on 'scale', which is not a function}}
};

// A typedef or alias of an object type restricts nothing either.
typedef int myint restrict(amp); // expected-error {{restriction specifier on 'myint', which is not a function}}
using mylong = long restrict(cpu); // expected-error {{restriction specifier on 'mylong', which is not a function}}
typedef float *fptr restrict(cpu, amp); // expected-error {{restriction specifier on 'fptr', which is not a function}}
struct restrict(amp) Tagged { int x; }; // expected-error {{restriction specifier on 'Tagged', which is not a function}}
template <class T> class restrict(cpu) TaggedTemplate { T t; }; // expected-error {{restriction specifier on 'TaggedTemplate', which is not a function}}
// After the name of a class declared without a body, Clang ignores the
// attribute the specifier becomes (its own warning is replaced by the rule's).
class Declared restrict(cpu, amp); // expected-error {{restriction specifier on 'Declared', which is not a function}}
#define CPU_ONLY_EXPLICIT restrict(cpu)
struct DeclaredByMacro CPU_ONLY_EXPLICIT; // expected-error {{restriction specifier on 'DeclaredByMacro', which is not a function}}
template <class T> class DeclaredTemplate restrict(amp); // expected-error {{restriction specifier on 'DeclaredTemplate', which is not a function}}
enum class DeclaredEnum restrict(amp); // expected-error {{restriction specifier on 'DeclaredEnum', which is not a function}}
class OtherAttribute __attribute__((deprecated)); // expected-warning {{attribute 'deprecated' is ignored}}
// In a type-id of a type that is not a function's, and on a using-directive.
template <class T> struct Holds {};
Holds<int restrict(amp)> held; // expected-error {{restriction specifier on a type, which is not a function}}
int bytes = sizeof(float restrict(cpu)); // expected-error {{restriction specifier on a type, which is not a function}}
Holds<int (*)(int) restrict(cpu)> function_pointer_type; // a function type's: valid
namespace lib {}
using namespace lib restrict(amp); // expected-error {{restriction specifier on the using-directive of 'lib', which is not a function}}
namespace device_code restrict(amp) {} // expected-error {{restriction specifier on 'device_code', which is not a function}}

// An enumerator, and in templates a variable or data member of a dependent
// type (never a function's), restrict nothing either.
enum Level { Low restrict(amp), High }; // expected-error {{restriction specifier on 'Low', which is not a function}}
template <class T> struct DependentHolder {
  T m restrict(amp); // expected-error {{restriction specifier on 'm', which is not a function}}
};
template <class T> void holds() {
  T v restrict(amp); // expected-error {{restriction specifier on 'v', which is not a function}}
  (void)v;
}
template <class T> T var_template restrict(amp) = T(); // expected-error {{restriction specifier on 'var_template', which is not a function}}
DependentHolder<int> dependent_holder;
void use_holds() { holds<int>(); }

// Valid neighbours: functions, lambdas, pointers to cpu functions, and
// typedefs of function types.
typedef int unary_fn(int) restrict(cpu, amp);
using unary_alias = int(int) restrict(cpu, amp);
int twice(int x) restrict(cpu, amp) { return 2 * x; }
int (*to_cpu)(int) restrict(cpu) = twice;
int (*table[2])(int) restrict(cpu) = {twice, twice}; // an array of pointers to functions
binary_math *bar;
void kernel(array_view<int, 1> out) {
  auto l = [](int x) restrict(amp) { return x + 1; };
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = l(twice(i[0])); });
}
