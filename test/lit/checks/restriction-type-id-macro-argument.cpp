// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// A restriction on a function type that names nothing, written in a macro
// argument that becomes a template argument (Microsoft's conformance tests
// spell them so): the restriction is part of the type-id, not a declaration.
// expected-no-diagnostics
#include <amp.h>
#include <type_traits>

#define SAME(a, b) static_assert(std::is_same<a, b>::value, #a " is not " #b)
#define DIFFERENT(a, b) static_assert(!std::is_same<a, b>::value, #a " is " #b)

template <class T> struct Box {};
namespace ns { struct S {}; }

bool f_cpu() restrict(cpu);
int f_amp() restrict(amp);
float *f_both(int) restrict(cpu, amp);
Box<char> f_box() restrict(cpu, amp);
ns::S f_ns(int) restrict(amp);

void check() {
  SAME(decltype(f_cpu), bool() restrict(cpu));
  SAME(decltype(f_amp), int() restrict(amp));
  SAME(decltype(f_both), float *(int) restrict(cpu, amp));
  SAME(decltype(f_box), Box<char>() restrict(cpu, amp));
  SAME(decltype(f_ns), ns::S(int) restrict(amp));
  SAME(decltype(&f_cpu), bool (*)() restrict(cpu));
  DIFFERENT(decltype(f_amp), float() restrict(amp));
}
