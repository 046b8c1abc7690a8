// RUN: %amp-clang -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// Rule amp-call-cpu-function: amp code can only call restrict(amp) functions.
#include <amp.h>
#include <amp_math.h>
#include <cassert>
using namespace concurrency;

int host_square(int x) { return x * x; } // expected-note 2 {{'host_square' declared here}}
float host_scale(float x) restrict(cpu) { return 2 * x; } // expected-note {{'host_scale' declared here}}

struct Counter {
  int n;
  Counter() : n(0) {}        // expected-note 2 {{'Counter' declared here}}
  ~Counter() {}              // expected-note {{'~Counter' declared here}}
  int get() const { return n; } // expected-note {{'get' declared here}}
  Counter &operator+=(int k) { n += k; return *this; } // expected-note {{'operator+=' declared here}}
};

struct Holder {
  Counter c;
  Holder() restrict(amp) {} // expected-error {{call to 'Counter', which is restrict(cpu), from restrict(amp) code}}
};

int direct(int x) restrict(amp) {
  return host_square(x) + (int)host_scale(1.0f); // expected-error {{call to 'host_square', which is restrict(cpu), from restrict(amp) code; mark it restrict(cpu, amp) or provide a restrict(amp) overload [amp-call-cpu-function]}} expected-error {{call to 'host_scale', which is restrict(cpu)}}
}

int members(const Counter &c) restrict(amp) {
  Counter local; // expected-error {{call to 'Counter', which is restrict(cpu)}} expected-error {{call to '~Counter', which is restrict(cpu)}}
  local += 2;    // expected-error {{call to 'operator+=', which is restrict(cpu)}}
  return c.get(); // expected-error {{call to 'get', which is restrict(cpu)}}
}

template <typename T> T host_twice(T x) { return x + x; } // expected-note {{'host_twice<int>' declared here}}
template <typename T> T amp_twice(T x) restrict(amp) { return host_twice(x); } // expected-error {{call to 'host_twice<int>', which is restrict(cpu)}}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = amp_twice(i[0]) + host_square(1); // expected-error {{call to 'host_square'}} expected-note {{in instantiation of 'amp_twice<int>' requested here}}
  });
}

// amp.h's host API, restrict(cpu) as in Microsoft's amp.h, is no kernel's to
// call; its device API (sections, views over arrays, data()) is.
void host_api(array_view<int, 1> out, array<int, 1> &arr) {
  parallel_for_each(out.extent, [=, &arr](index<1> i) restrict(amp) {
    out.synchronize(); // expected-error {{call to 'synchronize', which is restrict(cpu), from restrict(amp) code; it is host API of concurrency, which kernels cannot use}}
    parallel_for_each(out.extent, [=](index<1> j) restrict(amp) { out[j] = 0; }); // expected-error {{call to 'parallel_for_each<1, (lambda}}
    array_view<int, 1> s = arr.section(0, 1);
    array_view<int, 1> whole(arr);
    out[i] = s[0] + whole.data()[0] + arr.view_as(extent<1>(1))[0];
  });
}
// The free host functions too: copy and copy_async in every form,
// amp_uninitialize, accelerator's statics.
void host_free_functions(array_view<int, 1> out, array_view<int, 1> other, array<int, 1> &arr) {
  parallel_for_each(out.extent, [=, &arr](index<1> i) restrict(amp) {
    copy(arr, out); // expected-error {{call to 'copy<int, 1>', which is restrict(cpu), from restrict(amp) code; it is host API of concurrency}}
    copy(out, other); // expected-error {{call to 'copy<int, int, 1, void>', which is restrict(cpu)}}
    copy_async(out, arr); // expected-error {{call to 'copy_async<int, int, 1, void>', which is restrict(cpu)}}
    amp_uninitialize(); // expected-error {{call to 'amp_uninitialize', which is restrict(cpu)}}
    int n = accelerator::get_all().size(); // expected-error {{call to 'get_all', which is restrict(cpu)}} expected-error {{call to '~vector'}} expected-error {{call to 'size'}}
  });
}
struct HoldsArray {
  array<int, 1> m;
  HoldsArray(array<int, 1> &a) restrict(cpu, amp) : m(a) {} // expected-error {{call to 'array', which is restrict(cpu)}}
};
// expected-note@*:* {{'synchronize' declared here}}
// expected-note@*:* {{'parallel_for_each<1, (lambda}}
// expected-note@*:* {{'array' declared here}}
// expected-note@*:* 3 {{'copy}}
// expected-note@*:* {{'amp_uninitialize' declared here}}
// expected-note@*:* {{'get_all' declared here}}
// expected-note@*:* 2 {{declared here}}

// Braced lists call the constructors their elements convert through.
struct Celsius { int deg; Celsius(int d) : deg(d) {} }; // expected-note 4 {{'Celsius' declared here}}
struct Range { Celsius lo, hi; };
struct Kelvin { int deg; Kelvin(int d) restrict(cpu, amp) : deg(d) {} };
struct Span { Kelvin lo, hi; };
int braced(int x) restrict(amp) {
  Celsius pair[2] = {x, 2}; // expected-error 2 {{call to 'Celsius', which is restrict(cpu)}}
  Range r = {1, x}; // expected-error 2 {{call to 'Celsius', which is restrict(cpu)}}
  Kelvin k[3] = {x, 2, 3};
  Span s = {1, x};
  int rest[4] = {x};
  return pair[0].deg + r.lo.deg + k[2].deg + s.hi.deg + rest[3];
}

// Valid neighbours: amp and cpu+amp functions, amp.h's own functions and
// types, implicit and defaulted special members, trivial classes, builtins,
// restrict(amp) lambdas invoked on the spot, calls from cpu code.
int both(int x) restrict(cpu, amp) { return x + 1; }
struct Point {
  int x = 0, y = 0;
  Point() = default;
  Point(int a, int b) restrict(cpu, amp) : x(a), y(b) {}
  int sum() const restrict(amp) { return x + y; }
};
struct Plain { int v; };
void fine(array_view<float, 2> out) {
  parallel_for_each(out.extent, [=](index<2> i) restrict(amp) {
    Point p(i[0], i[1]);
    Point q;
    Point r = p;
    Plain s = {3};
    Plain t = s;
    extent<2> e = out.extent;
    float f = fast_math::sqrt((float)(p.sum() + q.sum() + r.sum() + t.v + e[0]));
    // A lambda without a restriction inherits the enclosing function's.
    f += (float)[](int v) { return v; }(2);
    out[i] = f + (float)both(1) + (float)__builtin_expect(1, 1) + [=]() restrict(amp) { return 1.0f; }();
  });
}
int host() { Counter c; c += 1; return host_square(c.get()) + both(2); }

// A default argument of an amp function runs in the amp code that calls it.
int host_seed() { return 7; } // expected-note {{'host_seed' declared here}}
int seeded(int s = host_seed()) restrict(amp) { return s; } // expected-error {{call to 'host_seed', which is restrict(cpu), from restrict(amp) code}}
int amp_seed() restrict(amp) { return 3; }
int seeded_ok(int s = amp_seed(), int t = 2 * 4) restrict(amp) { return s + t; }
int host_defaults(int s = host_seed()) { return s; }
void use_seeded(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = seeded(1) + seeded_ok(); });
}

// A default argument binds its calls where it is written: at namespace scope,
// in cpu code, so `pick()` below is the cpu overload even though the amp
// function's own code would pick the amp one. In a local class of an amp
// function it is amp code, and binds the amp overload.
int pick() restrict(amp) { return 1; } // expected-note {{'pick' declared here}}
int pick() restrict(cpu) { return 2; }
int bound_at_namespace(int x = pick()) restrict(amp) { return x; } // expected-error {{call to 'pick', which is restrict(cpu), from restrict(amp) code}}
int bound_in_amp(int k) restrict(amp) {
  struct Local {
    static int get(int x = pick()) restrict(amp) { return x; }
  };
  return Local::get() + pick() + bound_at_namespace(k);
}
// A restrict(cpu) member of a local class of an amp function is cpu code: it
// may call cpu functions. Its default arguments bind in the amp code around
// it, so a cpu call that takes them runs the amp `pick` (amp-call-amp-function).
int cpu_member_in_amp(int k) restrict(amp) {
  struct Local {
    int v;
    int get() const restrict(amp) { return v; }
    int twice() const restrict(cpu) { return 2 * host_seed() + v; }
    static int with_default(int x = pick()) restrict(cpu) { return x; } // expected-error {{call to 'pick', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}}
    static int caller() restrict(cpu) { return with_default(); }
  };
  Local l{k};
  return l.get();
}

// The calls C++ writes for the user are calls too: a range-for's begin() and
// end(), a structured binding's get<I>(), an inherited constructor.
struct Buffer2 {
  int d[2];
  const int *begin() const { return d; } // expected-note {{'begin' declared here}}
  const int *end() const { return d + 2; } // expected-note {{'end' declared here}}
};
struct Pair {
  int a, b;
  template <int I> int get() const { return I ? b : a; } // expected-note 2 {{'get<}}
};
template <> struct std::tuple_size<Pair> { static constexpr std::size_t value = 2; };
template <std::size_t I> struct std::tuple_element<I, Pair> { using type = int; };
struct Base {
  int y;
  Base(int v) : y(v) {} // expected-note {{'Base' declared here}}
};
struct Derived : Base {
  using Base::Base;
};
int implicit_calls(const Buffer2 &r, const Pair &p) restrict(amp) {
  int s = 0;
  for (int v : r) // expected-error {{call to 'begin', which is restrict(cpu), from restrict(amp) code}} expected-error {{call to 'end', which is restrict(cpu)}}
    s += v;
  auto [x, y] = p; // expected-error {{call to 'get<0>', which is restrict(cpu)}} expected-error {{call to 'get<1>', which is restrict(cpu)}}
  Derived d(1);    // expected-error {{call to 'Base', which is restrict(cpu)}}
  return s + x + y + d.y;
}

// A written amp destructor runs its members' and bases' destructors after its
// body: cpu-only ones are calls of amp code, reported at the destructor.
struct CpuDtor {
  int v;
  ~CpuDtor() {} // expected-note 2 {{'~CpuDtor' declared here}}
};
struct HoldsCpuDtor {
  CpuDtor member;
  ~HoldsCpuDtor() restrict(amp) {} // expected-error {{call to '~CpuDtor', which is restrict(cpu), from restrict(amp) code}}
};
struct DerivesCpuDtor : CpuDtor {
  ~DerivesCpuDtor() restrict(cpu, amp) {} // expected-error {{call to '~CpuDtor', which is restrict(cpu), from restrict(amp) code}}
};
struct AmpDtor {
  int v;
  ~AmpDtor() restrict(cpu, amp) {}
};
struct HoldsAmpDtors { // valid: every member's destructor is amp too
  AmpDtor one, many[2];
  ~HoldsAmpDtors() restrict(amp) {}
};
union HoldsCpuDtorVariant { // valid: a union's destructor destroys no member
  CpuDtor variant;
  int i;
  HoldsCpuDtorVariant() restrict(cpu, amp) : i(0) {}
  ~HoldsCpuDtorVariant() restrict(cpu, amp) {}
};
struct HoldsAnonymousUnion { // valid: nor does a class's, of an anonymous union
  union {
    CpuDtor variant;
    int i;
  };
  HoldsAnonymousUnion() restrict(cpu, amp) : i(0) {}
  ~HoldsAnonymousUnion() restrict(cpu, amp) {}
};

// A member's default initializer runs where a braced list (or a
// value-initialisation) leaves the member out: here in amp code.
int seed() { return 7; } // expected-note {{'seed' declared here}}
struct Seeded {
  int a;
  int b = seed(); // expected-error {{call to 'seed', which is restrict(cpu), from restrict(amp) code}}
};
int seeded_struct(int x) restrict(amp) {
  Seeded s{x};
  Seeded t{x + 1}; // the initializer is reported once
  return s.b + t.b;
}

// A generic lambda in amp code is amp code in each specialization its calls make.
int host_twice(int v) { return 2 * v; } // expected-note {{'host_twice' declared here}}
int generic_caller(int x) restrict(amp) {
  auto twice = [](auto v) { return host_twice(v); }; // expected-error {{call to 'host_twice', which is restrict(cpu), from restrict(amp) code}}
  return twice(x);
}

// assert's expansion calls glibc's __assert_fail with string literals: one
// error, for the call; its arguments are that call's business.
void checks_input(int a) restrict(amp) {
  assert(a > 0); // expected-error {{call to '__assert_fail', which is restrict(cpu)}} expected-note@*:* {{'__assert_fail' declared here}}
}
