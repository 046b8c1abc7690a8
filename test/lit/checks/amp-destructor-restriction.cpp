// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-destructor-restriction: a destructor's restriction covers every
// restriction of the class's constructors (Microsoft's C3933).
#include <amp.h>

class Twins {
public:
  Twins() {}
  Twins() restrict(amp) {} // expected-note {{'Twins' is restrict(amp)}}
  ~Twins(); // expected-error {{the destructor of 'Twins' is restrict(cpu), but its constructors together are restrict(cpu, amp); a destructor's restriction must cover every restriction of the class's constructors [amp-destructor-restriction]}}
};

struct DeviceOnlyDtor {
  DeviceOnlyDtor(int v) restrict(cpu, amp) : v(v) {} // expected-note {{'DeviceOnlyDtor' is restrict(cpu, amp)}}
  ~DeviceOnlyDtor() restrict(amp) {} // expected-error {{the destructor of 'DeviceOnlyDtor' is restrict(amp), but its constructors together are restrict(cpu, amp)}}
  int v;
};

template <typename T> struct Box {
  template <typename U> Box(U u) restrict(amp) : v(u) {} // expected-note {{'Box<T>' is restrict(amp)}}
  ~Box() {} // expected-error {{the destructor of 'Box' is restrict(cpu), but its constructors together are restrict(amp)}}
  T v;
};

// The note names the constructor the destructor does not cover, not one of
// the same name it covers.
struct Mixed {
  Mixed() {}
  Mixed(int) restrict(amp) {} // expected-note {{'Mixed' is restrict(amp)}}
  ~Mixed() {} // expected-error {{the destructor of 'Mixed' is restrict(cpu), but its constructors together are restrict(cpu, amp)}}
};

// Valid: the destructor covers the constructors, or the class declares none.
class Covered {
public:
  Covered() {}
  Covered() restrict(amp) {}
  ~Covered() restrict(cpu, amp) {}
};
struct Wider {
  Wider() restrict(amp) {}
  ~Wider() restrict(cpu, amp) {}
};
struct NoDtor {
  NoDtor() restrict(amp) {}
  int v = 0;
};
struct HostOnly {
  HostOnly() {}
  ~HostOnly() {}
};
