// RUN: %amp-clang -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// An amp function's declarator is amp code whether or not this file defines
// it: a declaration alone (pure virtual, or defined in another file) is held
// to the rules on virtual functions and on parameter and return types.
#include <amp.h>
using namespace concurrency;

struct Shape {
  virtual float area() const restrict(amp) = 0; // expected-error {{class 'Shape' has virtual function 'area', which restrict(amp) code cannot use [amp-virtual-class]}} expected-note {{'Shape' is used in restrict(amp) code here}}
};
struct Both {
  int x;
  virtual int get() restrict(cpu, amp); // expected-error {{class 'Both' has virtual function 'get'}} expected-note {{'Both' is used in restrict(amp) code here}}
};
int narrow(char c) restrict(amp); // expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{pack bytes}}
struct Wide {
  long long total() restrict(amp); // expected-error {{type 'long long' is not allowed in restrict(amp) code}}
};
struct Linked { int *next; }; // expected-error {{class 'Linked' has pointer member 'next'}}
int follow(Linked l) restrict(amp); // expected-note {{'Linked' is used in restrict(amp) code here}}
int pick(const accelerator &a) restrict(amp); // expected-error {{type 'Concurrency::accelerator' is not allowed in restrict(amp) code}}
int shaky(int a, volatile int b) restrict(cpu, amp); // expected-error {{volatile type 'volatile int' is not allowed in restrict(amp) code}}
typedef int (*Callback)(int);
int call(Callback c) restrict(amp); // expected-error {{function pointer used in restrict(amp) code: variable 'c' has type 'Callback'}}

// Valid neighbours: amp declarations of amp types, cpu declarations of any
// type, members of class templates (judged where they are defined), and a
// declaration whose definition follows.
int scale(int a, float b) restrict(amp);
struct Plain { int a; int sum() const restrict(amp); };
int host_only(char c, long long n, Callback cb);
struct HostVirtual { virtual int f(); };
template <class T> struct Holder { T get() restrict(amp); };
Holder<char> holder;
int defined_later(double d) restrict(amp);
int defined_later(double d) restrict(amp) { return int(d); }
