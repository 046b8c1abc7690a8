// A class declaring restriction twins, as the conformance suite's runall.h does:
// the restrict(cpu) twin only declared here, its restrict(amp) twin defined inline.
#pragma once
#include <amp.h>

struct checked {
  int value;
  int check() const restrict(cpu);
  int check() const restrict(amp) { return value * 2; }
};

inline int twice(int x) restrict(cpu) { return x * 3; }
inline int twice(int x) restrict(amp) { return x * 2; }
