// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// An amp function's code outside its body is amp code too, under every rule:
// its default arguments (evaluated by the amp code that calls it), a
// constructor's member and base initializers, and the default initializers of
// the members a constructor leaves to them.
#include <amp.h>
using namespace concurrency;

int counter; // expected-note 2 {{'counter' declared here}}
int cpu_value() { return 7; } // expected-note {{'cpu_value' is restrict(cpu)}}

// Default arguments.
int by_char(int x = (char)1) restrict(amp) { return x; } // expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{for 8-bit data}}
int by_short(int x = (int)(short)3) restrict(amp) { return x; } // expected-error {{type 'short' is not allowed in restrict(amp) code}}
int by_literal(int x = (int)0x100000000) restrict(amp) { return x; } // expected-error {{integer literal 4294967296 does not fit in any 32-bit integer type}}
int by_global(int x = counter) restrict(amp) { return x; } // expected-error {{global variable 'counter' used in restrict(amp) code}}
int by_string(int x = "abc"[0]) restrict(amp) { return x; } // expected-error {{string literal in restrict(amp) code}}
int twice(int x, int y = (short)2) restrict(cpu, amp) { return x * y; } // expected-error {{type 'short' is not allowed in restrict(amp) code}}

// Member and base initializers of amp constructors.
struct Base {
  int b;
  Base(int v) restrict(amp) : b(v) {}
};
struct ByChar {
  int x;
  ByChar() restrict(amp) : x((char)1) {} // expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{for 8-bit data}}
};
struct ByGlobal {
  int x;
  ByGlobal() restrict(amp) : x(counter) {} // expected-error {{global variable 'counter' used in restrict(amp) code}}
};
struct ByBase : Base {
  ByBase() restrict(amp) : Base((short)1) {} // expected-error {{type 'short' is not allowed in restrict(amp) code}}
};

// Default member initializers, reported once for the two constructors using it.
struct Defaulted {
  int y = (short)2; // expected-error {{type 'short' is not allowed in restrict(amp) code}}
  Defaulted() restrict(amp) {}
  Defaulted(int) restrict(amp) {}
};
// One that calls a cpu function makes the implicit constructor restrict(cpu).
struct CallsCpu {
  int x = cpu_value();
};

void launch(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    CallsCpu c; // expected-error {{the default constructor the compiler defines for 'CallsCpu' is restrict(cpu)}}
    v[i] = c.x + by_char() + by_short() + by_literal() + by_global() + by_string() + twice(1);
    ByChar a;
    ByGlobal g;
    ByBase d;
    Defaulted e, f(1);
  });
}

// Valid: the same places holding amp code the rules accept.
struct Fine {
  int x = 2;
  float y;
  Fine(float v = 1.5f) restrict(amp) : y(v * 2) {}
};
int scaled(int x, int by = 2, float f = 0.5f) restrict(amp) { return (int)(x * by * f); }
int cpu_default(int x = cpu_value()) { return x; } // cpu code: anything goes
void launch_fine(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    Fine f;
    v[i] = f.x + (int)f.y + scaled(i[0]);
  });
  v[0] = cpu_default();
}
