// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-special-member-restriction: a special member the compiler defines
// (implicitly declared or defaulted) has the intersection of the restrictions
// of the special members it calls (bases', members' and, for a constructor,
// the class's own destructor); where that is empty it is deleted.
#include <amp.h>
using namespace concurrency;

struct AmpCopy {
  AmpCopy() restrict(cpu, amp) {}
  AmpCopy(const AmpCopy &) restrict(amp) {} // expected-note 2 {{'AmpCopy::AmpCopy' is restrict(amp)}}
};
struct CpuCopy {
  CpuCopy() restrict(cpu, amp) {}
  CpuCopy(const CpuCopy &) restrict(cpu) {} // expected-note 3 {{'CpuCopy::CpuCopy' is restrict(cpu)}}
};
struct FromAmpBase : AmpCopy {};       // copy constructor: restrict(amp)
struct FromCpuMember { CpuCopy m; };   // copy constructor: restrict(cpu)
struct Neither : AmpCopy { CpuCopy m; }; // copy constructor: deleted

struct AmpDtor {
  ~AmpDtor() restrict(amp) {} // expected-note 2 {{'AmpDtor::~AmpDtor' is restrict(amp)}}
};
struct HoldsAmpDtor { AmpDtor d; }; // destructor restrict(amp), so constructors too

struct AmpAssign {
  AmpAssign &operator=(const AmpAssign &) restrict(amp) { return *this; } // expected-note {{'AmpAssign::operator=' is restrict(amp)}}
};
struct Defaulted : AmpAssign {
  Defaulted &operator=(const Defaulted &) = default; // inferred too: restrict(amp)
};

void host(const FromAmpBase &a, const FromCpuMember &c, HoldsAmpDtor *p) {
  FromAmpBase a2(a);    // expected-error {{the copy constructor the compiler defines for 'FromAmpBase' is restrict(amp), the restriction common to the special members it calls; restrict(cpu) code cannot call it [amp-special-member-restriction]}}
  FromCpuMember c2(c);  // fine
  new HoldsAmpDtor(*p); // expected-error {{the copy constructor the compiler defines for 'HoldsAmpDtor' is restrict(amp)}}
  HoldsAmpDtor h;       // expected-error {{the destructor the compiler defines for 'HoldsAmpDtor' is restrict(amp)}}
  Defaulted x, y;
  x = y;                // expected-error {{the copy assignment operator the compiler defines for 'Defaulted' is restrict(amp)}}
}

void device(const FromAmpBase &a, const FromCpuMember &c, const Neither &n) restrict(amp) {
  FromAmpBase a2(a);    // fine
  FromCpuMember c2(c);  // expected-error {{the copy constructor the compiler defines for 'FromCpuMember' is restrict(cpu), the restriction common to the special members it calls; restrict(amp) code cannot call it}}
  Neither n2(n);        // expected-error {{the copy constructor the compiler defines for 'Neither' is deleted: the special members it calls have no restriction in common}}
  HoldsAmpDtor h;       // fine: constructed and destroyed in amp code
}

void both(const FromCpuMember &c) restrict(cpu, amp) {
  FromCpuMember c2(c);  // expected-error {{the copy constructor the compiler defines for 'FromCpuMember' is restrict(cpu), the restriction common to the special members it calls; restrict(amp) code cannot call it}}
}

// Valid neighbours: trivial classes and classes whose special members are
// restrict(cpu, amp) copy, assign and destroy anywhere; a restriction written
// on a defaulted member is the member's own.
struct Plain { int i; float f; };
struct Both {
  int i;
  Both() restrict(cpu, amp) {}
  Both(const Both &) restrict(cpu, amp) {}
  ~Both() restrict(cpu, amp) {}
};
struct Outer : Both { Plain p; Both b[2]; };
struct Written {
  Written() restrict(cpu, amp) = default;
};
void anywhere(const Outer &o) restrict(cpu, amp) {
  Outer o2(o);
  Outer o3;
  o3 = o2;
  Written w;
  Plain p{1, 2.0f};
  Plain q = p;
  (void)q;
}
