// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// A function overloaded on restriction, called where a constant or a type is
// decided outside every function (an array bound, a constexpr variable, a
// decltype, an enumerator): that is cpu code, where C++ AMP calls the cpu
// overload, but amp-clang's device view sees only the amp one, so the device
// would lay out or fold differently from the host. amp-clang refuses it
// (amp-unsupported-construct) rather than compile two layouts.
#include <amp.h>
using namespace concurrency;

constexpr int sz(int n) restrict(cpu) { return n * 2; }
constexpr int sz(int n) restrict(amp) { return n * 3; }
double kind(int) restrict(cpu);
int kind(int) restrict(amp);

struct Buf {
  int d[sz(2)]; // expected-error {{amp-clang cannot yet lower a call of 'sz', overloaded on restriction, outside every function (cpu code, where the cpu overload runs; the device view sees only the amp one) to OpenCL C [amp-unsupported-construct]}}
  decltype(kind(1)) v; // expected-error {{a call of 'kind', overloaded on restriction, outside every function}}
};
constexpr int K = sz(1); // expected-error {{a call of 'sz', overloaded on restriction, outside every function}}
enum Sizes { Small = sz(1) }; // expected-error {{a call of 'sz', overloaded on restriction, outside every function}}

// Valid neighbours: calls inside functions (each side's own overload), a
// global's run-time initial value and a static_assert (judged on the host
// view), and functions without twins.
constexpr int plain(int n) restrict(cpu, amp) { return n + 1; }
struct Fine {
  int d[plain(2)];
};
int host_value = sz(5);
static_assert(sz(1) == 2, "the cpu overload at namespace scope");
int use(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = sz(i[0]) + plain(1); });
  return sz(2) + host_value;
}
