// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-restriction-mismatch: every declaration of a function carries the
// same restriction, and one that writes none is restrict(cpu).
#include <amp.h>
using namespace concurrency;

int blend(int a, int b) restrict(cpu, amp); // expected-note {{'blend' declared here}}
int blend(int a, int b) restrict(amp) { return a + b; } // expected-error {{'blend' is declared restrict(amp) here but restrict(cpu, amp) elsewhere; every declaration must carry the same restriction [amp-restriction-mismatch]}}

struct Filter {
  float apply(float x) const restrict(amp); // expected-note {{'apply' declared here}}
};
float Filter::apply(float x) const restrict(cpu, amp) { return x; } // expected-error {{'apply' is declared restrict(cpu, amp) here but restrict(amp) elsewhere}}

template <typename T> T clampz(T x) restrict(amp); // expected-note {{'clampz' declared here}}
template <typename T> T clampz(T x) restrict(amp, cpu) { return x < 0 ? 0 : x; } // expected-error {{'clampz' is declared restrict(cpu, amp) here but restrict(amp) elsewhere}}

// A declaration without a restriction is restrict(cpu): it does not define
// an amp function declared before it, nor declare one defined after it.
int tally() restrict(cpu, amp); // expected-note {{'tally' declared here}}
int tally() { return 1; } // expected-error {{'tally' is declared without a restriction (restrict(cpu)) here but restrict(cpu, amp) elsewhere}}
struct Gauge {
  int read() restrict(cpu, amp); // expected-note {{'read' declared here}}
};
int Gauge::read() { return 2; } // expected-error {{'read' is declared without a restriction (restrict(cpu)) here but restrict(cpu, amp) elsewhere}}
int later(); // expected-note {{'later' declared here}}
int later() restrict(cpu, amp) { return 4; } // expected-error {{'later' is declared restrict(cpu, amp) here but without a restriction (restrict(cpu)) elsewhere}}

// A member declared through a typedef of a restricted function type carries
// the typedef's restriction.
typedef int (Reader)() restrict(amp);
typedef int (Probe)() restrict(cpu, amp);
struct Sensor {
  Reader value; // expected-note {{'value' declared here}}
  Probe probe; // expected-note {{'probe' declared here}}
  Probe fine;
};
int Sensor::value() { return 1; } // expected-error {{'value' is declared without a restriction (restrict(cpu)) here but restrict(amp) elsewhere}}
int Sensor::probe() restrict(amp) { return 2; } // expected-error {{'probe' is declared restrict(amp) here but restrict(cpu, amp) elsewhere}}
int Sensor::fine() restrict(cpu, amp) { return 3; }
// A member defined outside its class with a restriction its class never
// declared defines no overload on restriction (Visual C++: C2511).
struct Probe2 {
  int test() restrict(cpu); // expected-note {{'test' declared here}}
  int both() restrict(cpu);
  int both() restrict(amp);
};
int Probe2::test() restrict(amp) { return 1; } // expected-error {{'test' is declared restrict(amp) here but restrict(cpu) elsewhere}}
int Probe2::both() restrict(cpu) { return 2; }
int Probe2::both() restrict(amp) { return 3; }
// So does an alias declaration's (`using F = type-id restrict(...)`).
using Reading = int(int) restrict(amp);
using Dial = int(int)
    restrict(cpu, amp);
struct Meter {
  Reading read; // expected-note {{'read' declared here}}
  Dial turn;
};
int Meter::read(int x) { return x; } // expected-error {{'read' is declared without a restriction (restrict(cpu)) here but restrict(amp) elsewhere}}
int Meter::turn(int x) restrict(cpu, amp) { return x + 1; }

// A typedef's function type carries its restriction; a declaration through it
// that writes another conflicts.
typedef int Knob(int) restrict(amp); // expected-note {{'Knob' declared here}}
Knob knob_cpu restrict(cpu);        // expected-error {{'knob_cpu' is declared restrict(cpu) here but restrict(amp) elsewhere}}
Knob knob_amp restrict(amp);
// An explicit instantiation that writes a restriction names a template of that
// restriction (Microsoft: C2912).
template <typename T> T triple(T x) restrict(amp) { return x + x + x; } // expected-note {{'triple' declared here}}
template int triple<int>(int) restrict(cpu); // expected-error {{'triple<int>' is declared restrict(cpu) here but restrict(amp) elsewhere}}
template float triple<float>(float) restrict(amp);
template <typename T> T both_sides(T x) restrict(cpu, amp) { return x; } // expected-note {{'both_sides' declared here}}
template int both_sides<int>(int) restrict(amp, cpu);
extern template float both_sides<float>(float) restrict(amp); // expected-error {{'both_sides<float>' is declared restrict(amp) here but restrict(cpu, amp) elsewhere}}

// Valid neighbours: the same restriction written twice (in any order),
// restrict(cpu) beside none, explicit instantiations, and overloading on restriction.
template <typename T> T twice(T x) restrict(amp) { return x + x; }
template int twice<int>(int);
int same(int x) restrict(cpu, amp);
int same(int x) restrict(amp, cpu) { return x; }
int quiet(int x) restrict(amp);
int quiet(int x) restrict(amp) { return x; }
int plain(int x);
int plain(int x) restrict(cpu) { return x; }
int where() restrict(cpu) { return 1; }
int where() restrict(amp) { return 2; }
void use(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = blend(1, 2) + same(1) + quiet(2) + where();
  });
}

// Beside a pair overloaded on restriction, a restrict(cpu, amp) declaration
// of the same signature overlaps both (Microsoft: C3935); a restrict(cpu, amp)
// overload of another signature does not.
int twin(int) restrict(amp); // expected-note {{'twin' declared here}}
int twin(int) restrict(cpu);
int twin(int) restrict(amp, cpu); // expected-error {{'twin' is declared restrict(cpu, amp) here but restrict(cpu) and restrict(amp) elsewhere}}
int twin_defined(int) restrict(amp) { return 2; } // expected-note {{'twin_defined' declared here}}
int twin_defined(int) restrict(cpu);
int twin_defined(int) restrict(cpu, amp); // expected-error {{'twin_defined' is declared restrict(cpu, amp) here but restrict(cpu) and restrict(amp) elsewhere}}
int other(float) restrict(cpu);
int other(float) restrict(amp);
int other(int) restrict(cpu, amp);
int twin_redeclared(int) restrict(cpu);
int twin_redeclared(int) restrict(amp);
int twin_redeclared(int);
int twin_redeclared(int) restrict(amp);
